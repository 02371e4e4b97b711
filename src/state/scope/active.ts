// Which printer the main pages show: held once, as app state. Its scope is the full one; a page
// showing many printers opens light scopes of its own beside it (scope/printer-scope.ts).
import { create } from 'zustand';
import { PrinterScope } from './printer-scope';

interface ActiveScopeState {
  /** The chosen printer's scope; null before start-up picked one, or after it was closed. */
  active: PrinterScope | null;
  /** The scope views outside any printer read (made on first use; see placeholderScope). */
  placeholder: PrinterScope | null;
}

export const useActiveScope = create<ActiveScopeState>(() => ({ active: null, placeholder: null }));

/** The chosen printer's scope, or null. */
export function activeScope(): PrinterScope | null {
  return useActiveScope.getState().active;
}

/** Whether `scope` is the chosen printer's. */
export function isActiveScope(scope: PrinterScope): boolean {
  return useActiveScope.getState().active === scope;
}

/** Makes `scope` the chosen printer's, closing the one before. */
export function setActiveScope(scope: PrinterScope | null): void {
  const before = useActiveScope.getState().active;
  if (before === scope) return;
  useActiveScope.setState({ active: scope });
  before?.close();
}

/**
 * Views outside any printer (no printer chosen yet, a test without one) read this scope: it holds
 * the stores' empty states and never connects.
 */
export function placeholderScope(): PrinterScope {
  const { placeholder } = useActiveScope.getState();
  if (placeholder) return placeholder;
  const made = new PrinterScope({ apiUrl: '' });
  useActiveScope.setState({ placeholder: made });
  return made;
}

/** Empties the placeholder (a printer switch resets what is not per printer; tests start clean). */
export function resetPlaceholderScope(): void {
  const { placeholder } = useActiveScope.getState();
  if (!placeholder) return;
  useActiveScope.setState({ placeholder: null });
  placeholder.close();
}

/** The chosen printer's scope, else the placeholder. */
export function activeOrPlaceholder(): PrinterScope {
  return activeScope() ?? placeholderScope();
}
