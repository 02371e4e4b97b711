// The printer a view shows, found through React context: the same card shows printer A in one
// subtree and printer B in another. Outside any provider a view shows the chosen printer.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { placeholderScope, useActiveScope } from './active';
import type { PrinterScope } from './printer-scope';
import type { ScopedStore } from './scoped-store';

const PrinterScopeContext = createContext<PrinterScope | null>(null);

export function PrinterScopeProvider({
  scope,
  children,
}: {
  scope: PrinterScope;
  children?: ReactNode;
}) {
  return createElement(PrinterScopeContext.Provider, { value: scope }, children);
}

/** The scope of the printer this view shows (the provider's, else the chosen printer's). */
export function usePrinterScope(): PrinterScope {
  const provided = useContext(PrinterScopeContext);
  const active = useActiveScope((s) => s.active);
  return provided ?? active ?? placeholderScope();
}

/** The store `def` of the printer this view shows. */
export function useScoped<T>(def: ScopedStore<T>): T {
  return usePrinterScope().get(def);
}

/** A selected part of a Zustand store of the printer this view shows. */
export function useScopedState<S, U>(def: ScopedStore<StoreApi<S>>, selector: (state: S) => U): U {
  return useStore(useScoped(def), selector);
}
