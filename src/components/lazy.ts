// React.lazy whose chunk is fetched again a few times before the part shows its failure
// (lib/retry-import.ts). Every lazily loaded page, card and dialog goes through it; eslint keeps
// `lazy` from 'react' out of the rest of the code.
// eslint-disable-next-line no-restricted-imports -- the one place that wraps React.lazy
import { lazy as reactLazy, type ComponentType } from 'react';
import { retryImport } from '../lib/retry-import';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return reactLazy(() => retryImport(load));
}
