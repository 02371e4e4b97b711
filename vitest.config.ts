// Unit, component and simulator tests. One `vitest run` covers all projects.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test'), __BUILD_HASH__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'protocol/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Component tests load lazy chunks; on a busy 2-core machine that can take seconds.
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
    ],
  },
});
