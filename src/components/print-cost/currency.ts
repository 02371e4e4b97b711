// The currency a printer's costs are written in: the one set in Settings › Print cost, else the one
// set in the Spoolman that printer's Moonraker reaches (Spoolman's `currency` setting, whose prices
// the costs come from). Spoolman's is read once per connection, and only while the user has set
// none; until it has answered (or without Spoolman) amounts are written without a currency.
import { useCallback, useEffect } from 'react';
import { createStore } from 'zustand';
import { numberLocale } from '../../lib/number-format';
import { formatMoney } from '../../lib/print-cost';
import { spoolmanCalls } from '../../moonraker/spoolman-calls';
import { boundStore } from '../../state/scope/bound';
import { usePrinterScope } from '../../state/scope/context';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { scopedStore } from '../../state/scope/scoped-store';
import { useServer } from '../../state/server';
import { useSettings } from '../../state/settings';

export interface SpoolmanCurrency {
  /** Spoolman's currency, once read; null before or when Spoolman gave none. */
  code: string | null;
  /** 'idle': to be read (again) when asked for. */
  read: 'idle' | 'reading' | 'done';
}

export const spoolmanCurrencyStore = scopedStore('spoolman-currency', (scope) => {
  const store = createStore<SpoolmanCurrency>(() => ({ code: null, read: 'idle' }));
  // A new connection, or Moonraker reaching Spoolman again: the setting may have changed meanwhile.
  scope.events.onSocketReady(() => store.setState({ read: 'idle' }));
  scope.events.onNotification('notify_spoolman_status_changed', (params) => {
    const change = params[0] as { spoolman_connected?: unknown } | undefined;
    if (change?.spoolman_connected === true) store.setState({ read: 'idle' });
  });
  return store;
});

const useSpoolmanCurrencyState = boundStore(spoolmanCurrencyStore);

async function readCurrency(scope: PrinterScope): Promise<void> {
  const store = scope.get(spoolmanCurrencyStore);
  const api = scope.api;
  if (!api || store.getState().read !== 'idle') return;
  store.setState({ read: 'reading' });
  try {
    const code = await spoolmanCalls(api).currency();
    store.setState({ code, read: 'done' });
  } catch {
    // Spoolman away: its currency is read again once Moonraker reaches it.
    store.setState({ read: 'done' });
  }
}

export interface Currency {
  /** The code or symbol amounts are written with ('' for none). */
  code: string;
  /** The user has set none: this is Spoolman's. */
  fromSpoolman: boolean;
  /** Spoolman's currency as read (also while the user's own is used); null when unknown. */
  spoolman: string | null;
}

/** The currency of the printer the view shows. */
export function useCurrency(): Currency {
  const scope = usePrinterScope();
  const own = useSettings((s) => s.cost.currency.trim());
  const withSpoolman = useServer((s) => s.components.includes('spoolman'));
  const code = useSpoolmanCurrencyState((s) => s.code);
  const read = useSpoolmanCurrencyState((s) => s.read);
  const wanted = withSpoolman && own === '';
  useEffect(() => {
    if (wanted && read === 'idle') void readCurrency(scope);
  }, [wanted, read, scope]);
  const spoolman = withSpoolman ? code : null;
  if (own !== '') return { code: own, fromSpoolman: false, spoolman };
  return { code: spoolman ?? '', fromSpoolman: spoolman !== null, spoolman };
}

/** Writes an amount in the printer's currency and the interface language. */
export function useMoney(): (amount: number) => string {
  const { code } = useCurrency();
  return useCallback((amount: number) => formatMoney(amount, code, numberLocale()), [code]);
}
