import { defineConfig } from 'vitest/config'
import SlowFirstSequencer from '#tests/setup/slow-first.ts'

// Tests run without the React Router plugin: API, data and core tests import
// server modules directly; browser tests (e2e/) drive a production build.
export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'tests/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fail-on-csp-violation.ts'],
    // Generous for a machine shared with a CPU-heavy job: a limit is there to end a hung test, not to time a slow one.
    testTimeout: 60_000,
    // expect.poll waits for a condition: 1 s by default, too short for a page on a machine shared with other work.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    // Two cores: two test files at a time, each in a worker process that is
    // kept for the next file. Every file builds its own app on its own
    // database and closes it; what the workers keep is the loaded modules
    // (about 2 s per file to load the server again), so no file may leave
    // state behind in a module (docs/decisions/0059-test-suite-setup.md).
    pool: 'forks',
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
  },
})
