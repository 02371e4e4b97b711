// Vite build of the dashboard. The base path is a build-time setting (PRINTDECK_BASE, default '/').
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { localeFiles } from './scripts/vite-locales.mjs';
import { execSync } from 'node:child_process';
import pkg from './package.json' with { type: 'json' };

function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/** Modules of the dashboard's first paint (see build.rolldownOptions below). */
const FIRST_PAGE =
  /src[\\/](features[\\/]dashboard[\\/]cards[\\/](status[\\/](StatusCard|TabStrip)|temperature[\\/](TemperatureCard|TemperatureRow|TargetField))|components[\\/]DashboardCard)\.tsx$/;

/**
 * Emotion imports hoist-non-react-statics bare (only to keep it in one chunk) and uses it for
 * withTheme alone, which Printdeck does not use; the package has no side effects, so saying so
 * lets the build drop it and its react-is copy from the first page (about 1 KB gzip).
 */
const sideEffectFree = (names: string[]): Plugin => ({
  name: 'printdeck-side-effect-free',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!names.includes(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, moduleSideEffects: false };
  },
});

const simTarget = process.env.PRINTDECK_SIM_URL ?? 'http://127.0.0.1:7125';

export default defineConfig({
  base: process.env.PRINTDECK_BASE ?? '/',
  plugins: [
    react(),
    sideEffectFree(['hoist-non-react-statics']),
    localeFiles(fileURLToPath(new URL('./src/locales', import.meta.url))),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_HASH__: JSON.stringify(buildHash()),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // Browsers of the es2022 target preload modules themselves (Safari before 17 only loads them
    // a little later), so the polyfill's fetch loop stays off the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The dashboard's first cards (status, temperatures) and everything they import
            // statically (React, MUI, i18next, the session) in one chunk rather than some twenty
            // small ones: about 11 KB gzip less on the first page. Their bodies still load through
            // the card registry; cards added later stay in their own chunks.
            { name: 'first-page', test: FIRST_PAGE },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/websocket': { target: simTarget.replace(/^http/, 'ws'), ws: true },
      '^/(server|printer|machine|access)/': simTarget,
    },
  },
});
