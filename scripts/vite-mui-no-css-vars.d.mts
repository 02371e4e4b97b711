// Types of vite-mui-no-css-vars.mjs, for the TypeScript Vite configuration.
import type { Plugin } from 'vite';

export declare function muiWithoutCssVariables(): Plugin;
