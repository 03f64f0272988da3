// Marks the global setup leaves in the run's folder (ProvidedContext.runStatusDir)
// for the work it does in the background; tests/setup/setup-ready.ts waits for them.
// Kept apart from the helpers because the global setup cannot load vitest's inject().

export const BUILD_RUNNING = 'build.running'
export const BUILD_READY = 'build.ready'
export const BUILD_FAILED = 'build.failed'
export const SEED_FAILED = 'seed.failed'
/** The folder servers started by tests log into, one file per process (tests/helpers/test-log.ts). */
export const LOG_DIR = 'logs'
