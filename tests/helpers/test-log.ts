import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { LOG_DIR } from '#tests/setup/run-status.ts'

// Every server a test starts logs at `info`, as in production, into this run's log folder (one file per
// process, beside the marks of tests/setup/run-status.ts) and not to the console. The global teardown reads
// every line and fails the run when one holds a token (tests/setup/log-secrets.ts).

/** The level servers log at in tests: production's. */
export const TEST_LOG_LEVEL = 'info'

let fd: number | undefined

/** This process's log file in the run's folder. */
export function testLogFile(): string {
  const dir = path.join(inject('runStatusDir'), LOG_DIR)
  fs.mkdirSync(dir, { recursive: true })
  return path.join(dir, `${process.pid}.log`)
}

/** Appends to this process's log file (written at once: a test that fails or a worker that ends loses nothing). */
export function writeTestLog(text: string): void {
  fd ??= fs.openSync(testLogFile(), 'a')
  fs.writeSync(fd, text.endsWith('\n') ? text : `${text}\n`)
}

/** A log destination for buildApp's `logStream`: the run's log file, and `also` (a test reading its own log) when given. */
export function testLogStream(also?: { write(line: string): void }): { write(line: string): void } {
  return {
    write(line) {
      writeTestLog(line)
      also?.write(line)
    },
  }
}
