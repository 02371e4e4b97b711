// Whether a dashboard card hides itself on the printer of `scope` (its card.ts useHidden hook,
// run as the dashboard runs it: inside that printer's scope). The answer follows the printer:
// read `.current` again after it changed.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CardDefinition } from '../components/card-types';
import { PrinterScopeProvider } from '../state/scope/context';
import type { PrinterScope } from '../state/scope/printer-scope';

export function cardHidden(
  card: CardDefinition,
  scope: PrinterScope,
): { readonly current: boolean } {
  const useHidden = card.useHidden ?? (() => false);
  const { result } = renderHook(() => useHidden(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PrinterScopeProvider scope={scope}>{children}</PrinterScopeProvider>
    ),
  });
  return result;
}
