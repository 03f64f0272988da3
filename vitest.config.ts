import { defineConfig } from 'vitest/config'
import path from 'node:path'

// Tests run without the React Router plugin: API, data and core tests import
// server modules directly; browser tests (e2e/) drive a production build.
export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
    },
  },
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
})
