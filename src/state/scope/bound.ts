// A printer's Zustand store under the name the interface has always used (`useServer`,
// `usePrinter`, …): as a hook it reads the printer the view shows (scope/context.ts); its
// getState / setState / subscribe reach the chosen printer's (a subscription follows the choice to
// the next printer). Code that has a scope in hand uses `scope.get(def)` instead.
import { useStore, type StoreApi } from 'zustand';
import { activeOrPlaceholder, useActiveScope } from './active';
import { useScoped } from './context';
import type { ScopedStore } from './scoped-store';

export interface BoundStore<S> {
  (): S;
  <U>(selector: (state: S) => U): U;
  getState(): S;
  setState: StoreApi<S>['setState'];
  subscribe: StoreApi<S>['subscribe'];
  /** The store itself in a given scope. */
  readonly def: ScopedStore<StoreApi<S>>;
}

export function boundStore<S>(def: ScopedStore<StoreApi<S>>): BoundStore<S> {
  const api = () => activeOrPlaceholder().get(def);
  function useBound<U>(selector?: (state: S) => U): U {
    return useStore(useScoped(def), selector ?? ((state: S) => state as unknown as U));
  }
  return Object.assign(useBound, {
    getState: () => api().getState(),
    setState: ((partial, replace) =>
      api().setState(partial as never, replace as never)) as StoreApi<S>['setState'],
    subscribe: ((listener) => {
      let store = api();
      let inner = store.subscribe(listener);
      const outer = useActiveScope.subscribe(() => {
        const next = api();
        if (next === store) return;
        // Another printer's store: its listener hears the change, as from a reset.
        const before = store.getState();
        inner();
        store = next;
        inner = store.subscribe(listener);
        listener(store.getState(), before);
      });
      return () => {
        inner();
        outer();
      };
    }) as StoreApi<S>['subscribe'],
    def,
  });
}
