// Vite build of the dashboard. The base path is a build-time setting (PRINTDECK_BASE, default '/').
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { localeFiles } from './scripts/vite-locales.mjs';
import { muiWithoutCssVariables } from './scripts/vite-mui-no-css-vars.mjs';
import { execSync } from 'node:child_process';
import pkg from './package.json' with { type: 'json' };
import { navigationDenylist } from './src/lib/pwa-navigation';
import { keepFileAnswer } from './src/lib/pwa-cache';

function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/**
 * Modules of the dashboard's first paint (see build.rolldownOptions below): the status and
 * temperature cards, and the status card's Reprint tab with the history it lists, which an idle
 * printer shows first.
 */
const FIRST_PAGE =
  /src[\\/](features[\\/]dashboard[\\/]cards[\\/](status[\\/](StatusCard|TabStrip|ReprintTab)|temperature[\\/](TemperatureCard|TemperatureRow|TargetField))\.tsx|components[\\/]DashboardCard\.tsx|state[\\/]history\.ts|lib[\\/]print-stats\.ts)$/;

/** The temperature chart and the time chart it draws with, fetched together (one request). */
const TEMPERATURE_CHART =
  /src[\\/](features[\\/]dashboard[\\/]cards[\\/]temperature[\\/]TemperatureChart\.tsx|components[\\/](mount-plot\.ts|time-chart[\\/][\w-]+\.ts)|lib[\\/](time-chart-maths|chart-ticks)\.ts)$/;

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

/**
 * The Content Security Policy of the built dashboard, one directive a line. Printdeck talks to any
 * printer the user adds, wherever it is, so connections, pictures, videos and camera pages may come
 * from any http(s) address; scripts only from the dashboard's own files.
 * - script-src: the G-code parser compiles its WebAssembly loop from bytes, which needs
 *   'wasm-unsafe-eval' (it allows WebAssembly only, never eval or new Function).
 * - style-src: MUI styles through Emotion, which writes <style> elements at run time, and React
 *   sets style attributes; neither can carry a nonce from a static host, so inline styles stay
 *   allowed. Styles cannot run code.
 * - img-src data: CodeMirror and the colour picker draw small SVG backgrounds from data: URLs.
 * - worker-src: the G-code parser's worker and the installed app's service worker (sw.js) are
 *   the dashboard's own files.
 * A meta tag cannot carry frame-ancestors: the README's nginx example adds it in the header.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' http: https: data:",
  "media-src 'self' http: https:",
  "connect-src 'self' http: https: ws: wss:",
  "frame-src 'self' http: https:",
  "worker-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A <script> element without a src attribute: inline code, which the policy would block. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>/i;

/**
 * The policy as a meta tag in the built index.html, first in <head> after the charset so that it
 * covers every script and style the page loads. Only in the build: the development server injects
 * inline scripts for hot reload. The build fails if the page would hold an inline script.
 */
const contentSecurityPolicy = (): Plugin => ({
  name: 'printdeck-content-security-policy',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      if (INLINE_SCRIPT.test(html)) {
        throw new Error(
          'index.html holds an inline script, which the Content Security Policy blocks',
        );
      }
      const charset = /<meta charset="UTF-8" \/>/i;
      if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />');
      const tag = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
      return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
    },
  },
});

const base = process.env.PRINTDECK_BASE ?? '/';

/**
 * The scripts and stylesheets a page load needs before anything is lazily loaded (index.html's
 * entry and everything it imports statically), and the update prompt's chunk: the service
 * worker's precache, filled in while the bundle is written and read when the worker is generated.
 * The update prompt is in it because an open page offers a new version with it while the old
 * version's lazy chunks may already be gone from the server.
 */
const precached = new Set<string>();
const UPDATE_PROMPT = /src[\\/]app[\\/]pwa[\\/]UpdateSnackbar\.tsx$/;

const firstPageFiles = (): Plugin => ({
  name: 'printdeck-first-page-files',
  apply: 'build',
  generateBundle(_, bundle) {
    precached.clear();
    const add = (fileName: string): void => {
      const chunk = bundle[fileName];
      if (!chunk || precached.has(fileName)) return;
      precached.add(fileName);
      if (chunk.type !== 'chunk') return;
      chunk.viteMetadata?.importedCss.forEach((css) => precached.add(css));
      chunk.imports.forEach(add);
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry || UPDATE_PROMPT.test(chunk.facadeModuleId ?? '')) add(chunk.fileName);
    }
  },
});

/**
 * What a runtime route's test gets in the service worker, where `self` is the worker whose
 * registration's scope is the dashboard's base path. The tests are copied into sw.js as source.
 */
type InFolder = { url: URL; sameOrigin: boolean };
type WorkerScope = { registration: { scope: string } };

/**
 * The installable app: the web app manifest and a Workbox service worker (generateSW). Registered
 * by the dashboard itself (src/app/pwa/), which offers a new version rather than reloading.
 * - Precache: index.html, the icons and the first page's files (above); the lazy chunks are cached
 *   as they load (cache first: their names change with their content, so a cached one is never
 *   stale), which keeps what the user opened available to a page left open over an update; only
 *   real file answers are kept (src/lib/pwa-cache.ts).
 * - config.json (the host's, which its owner may edit) is read from the network first, the last
 *   copy answering only when the server is gone; another language's texts (?v=<build>) cache first.
 * - A page load of one of the dashboard's addresses is answered with index.html; the printer's
 *   API, socket, files and camera streams, and any file by name, are never cached or answered
 *   (src/lib/pwa-navigation.ts; no route of the worker matches them).
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Printdeck',
      short_name: 'Printdeck',
      description: 'Dashboard for Klipper 3D printers running Moonraker',
      id: base,
      start_url: base,
      scope: base,
      display: 'standalone',
      // The top bar's colour (the title bar of the installed app) and the page's, dark theme.
      theme_color: '#1e1e1e',
      background_color: '#121212',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // config.json is precached only as the answer of last resort (below): the dashboard asks for
      // it with a query, which the precache's own route does not match.
      globPatterns: ['index.html', 'config.json', 'assets/*.{js,css}'],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter((e) => !e.url.startsWith('assets/') || precached.has(e.url)),
          warnings: [],
        }),
      ],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: navigationDenylist(base),
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }: InFolder) =>
            sameOrigin &&
            url.pathname ===
              new URL('config.json', (self as unknown as WorkerScope).registration.scope).pathname,
          handler: 'NetworkFirst',
          options: {
            cacheName: 'printdeck-config',
            networkTimeoutSeconds: 5,
            // The dashboard asks with a cache-busting query: one copy, whatever the query.
            plugins: [
              { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0]! },
              { cacheWillUpdate: keepFileAnswer },
            ],
            // Not read from the network yet (the first visit asked before the worker ran): the
            // copy precached at install.
            precacheFallback: { fallbackURL: 'config.json' },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }: InFolder) =>
            sameOrigin &&
            url.pathname.startsWith(
              new URL('assets/', (self as unknown as WorkerScope).registration.scope).pathname,
            ),
          handler: 'CacheFirst',
          options: {
            cacheName: 'printdeck-chunks',
            plugins: [{ cacheWillUpdate: keepFileAnswer }],
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }: InFolder) =>
            sameOrigin &&
            url.pathname.startsWith(
              new URL('locales/', (self as unknown as WorkerScope).registration.scope).pathname,
            ),
          handler: 'CacheFirst',
          options: {
            cacheName: 'printdeck-languages',
            plugins: [{ cacheWillUpdate: keepFileAnswer }],
            expiration: { maxEntries: 4 },
          },
        },
      ],
    },
  });

const simTarget = process.env.PRINTDECK_SIM_URL ?? 'http://127.0.0.1:7125';

export default defineConfig({
  base,
  plugins: [
    react(),
    sideEffectFree(['hoist-non-react-statics']),
    muiWithoutCssVariables(),
    contentSecurityPolicy(),
    localeFiles(fileURLToPath(new URL('./src/locales', import.meta.url))),
    firstPageFiles(),
    installableApp(),
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
            // statically (React, MUI, the translator, the session) in one chunk rather than some twenty
            // small ones: about 11 KB gzip less on the first page. Their bodies still load through
            // the card registry; cards added later stay in their own chunks.
            { name: 'first-page', test: FIRST_PAGE },
            // Loaded after the first paint, while the chart is shown (the default), and by the
            // system page's usage chart.
            { name: 'temperature-chart', test: TEMPERATURE_CHART },
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
