// A list the shell gathers once (by glob in app/) and hands down to the views that use it: the
// print checks, the /jobs panels, … Outside the shell the list is empty.
import { createContext, createElement, useContext, type ReactNode } from 'react';

export function listContext<T>() {
  const Context = createContext<readonly T[]>([]);
  function Provider({ value, children }: { value: readonly T[]; children?: ReactNode }) {
    return createElement(Context.Provider, { value }, children);
  }
  const useList = (): readonly T[] => useContext(Context);
  return { Provider, useList };
}
