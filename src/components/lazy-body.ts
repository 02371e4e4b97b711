// A card body's lazy component that can be loaded ahead. React.lazy alone shows its Suspense
// placeholder on the first render even when the code arrived long before, and React then holds the
// body back for up to 300 ms (its pacing of Suspense reveals): a lazyBody whose preload() has
// finished renders its component at once instead.
import { createElement, useState, type ComponentType } from 'react';
import { lazy } from './lazy';

type BodyModule = { default: ComponentType };

export interface LazyBody {
  (): ReturnType<typeof createElement>;
  /** Start loading the code (once); resolves when it is here. */
  preload(): Promise<BodyModule>;
  /** Whether the code is here (the body then renders at once). */
  loaded(): boolean;
}

export function lazyBody(load: () => Promise<BodyModule>): LazyBody {
  let loaded: BodyModule | null = null;
  let loading: Promise<BodyModule> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again by the next preload or render.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Body() {
    // Chosen once per mount, so a body never switches between the two forms while shown.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready.default) : createElement(Lazy);
  }
  return Object.assign(Body, { preload, loaded: () => loaded !== null });
}
