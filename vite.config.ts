// Vite build of the dashboard. The base path is a build-time setting (PRINTDECK_BASE, default '/').
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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

const simTarget = process.env.PRINTDECK_SIM_URL ?? 'http://127.0.0.1:7125';

export default defineConfig({
  base: process.env.PRINTDECK_BASE ?? '/',
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_HASH__: JSON.stringify(buildHash()),
  },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/websocket': { target: simTarget.replace(/^http/, 'ws'), ws: true },
      '^/(server|printer|machine|access)/': simTarget,
    },
  },
});
