// Types of vite-locales.mjs, for the TypeScript Vite configuration.
import type { Plugin } from 'vite';

export declare function mergedLocale(folder: string): Record<string, unknown>;
export declare function localeFiles(root: string): Plugin;
