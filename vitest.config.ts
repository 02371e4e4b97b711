// Unit, component and simulator tests. One `vitest run` covers all projects.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files that need a fresh module graph each: the few that mock a module (`vi.mock` replaces
 * it for the files loading after it: a canvas chart, CodeMirror, the WebGL mesh view). The others
 * share one graph per worker (`isolate: false`) — printer state lives in scopes each test opens
 * and closes, not in modules — so each file costs its tests, not another import of React and MUI.
 */

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const MOCKING = testFiles('src').filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
const ISOLATED = MOCKING.map((file) => file.split(path.sep).join('/'));

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test'), __BUILD_HASH__: JSON.stringify('test') },
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on CI's two, with the
    // simulator tests' waits leaving the second core idle. Two workers there: 380 s → 250 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'protocol/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
          // Component tests load lazy chunks; on a busy 2-core machine that can take seconds.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: ISOLATED,
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'sim',
          environment: 'node',
          include: ['sim/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          // The release packer (scripts/release-zip.mjs), the soak's verdict and other Node scripts.
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.mjs'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
