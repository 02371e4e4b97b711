import { describe, expect, it } from 'vitest';
import {
  displayedPrinterState,
  isBusy,
  isKlippyReady,
  klippyMessage,
  printTransition,
} from '../printer-state';

describe('displayedPrinterState', () => {
  // print_stats.state, idle_timeout.state → shown
  const cases: [string | undefined, string | undefined, string][] = [
    ['standby', 'Idle', 'idle'],
    ['standby', 'Ready', 'ready'],
    ['printing', 'Printing', 'printing'],
    ['paused', 'Printing', 'paused'],
    ['paused', 'Ready', 'paused'],
    ['cancelled', 'Ready', 'cancelled'],
    ['complete', 'Ready', 'complete'],
    ['complete', 'Idle', 'complete'],
    ['error', 'Ready', 'error'],
    ['standby', 'Printing', 'busy'],
    ['complete', 'Printing', 'busy'],
    ['cancelled', 'Printing', 'cancelled'],
    [undefined, 'Idle', 'loading'],
    ['standby', undefined, 'loading'],
    ['standby', 'Bogus', 'loading'],
  ];
  it.each(cases)('print %s + idle %s → %s', (print, idle, shown) => {
    const result = displayedPrinterState(print, idle);
    expect(result).toBe(shown);
    // invariant: 'busy' only when the idle timeout reports activity
    if (result === 'busy') expect(idle).toBe('Printing');
  });
});

describe('isBusy / isKlippyReady / klippyMessage', () => {
  it.each([
    ['printing', true],
    ['paused', true],
    ['busy', true],
    ['ready', false],
    ['idle', false],
  ] as const)('%s busy=%s', (state, busy) => expect(isBusy(state)).toBe(busy));

  it('is ready only when connected and ready', () => {
    expect(isKlippyReady('ready', true)).toBe(true);
    expect(isKlippyReady('ready', false)).toBe(false);
    expect(isKlippyReady('shutdown', true)).toBe(false);
    expect(isKlippyReady(undefined, true)).toBe(false);
  });

  it('falls back to the standard messages', () => {
    expect(klippyMessage('Printer is ready', true)).toBe('Printer is ready');
    expect(klippyMessage('\nPrinter is not ready\n', true)).toBe('Printer is not ready');
    expect(klippyMessage('', false)).toBe('Klippy not connected.');
    expect(klippyMessage(undefined, true)).toBe('Unknown');
  });
});

describe('printTransition', () => {
  it.each([
    ['standby', 'printing', 'print-start'],
    ['printing', 'complete', 'print-end'],
    ['printing', 'standby', 'print-end'],
    ['printing', 'paused', null],
    ['paused', 'printing', null],
    ['printing', 'cancelled', null],
    [undefined, 'printing', null],
  ] as const)('%s → %s fires %s', (from, to, event) =>
    expect(printTransition(from, to)).toBe(event),
  );
});
