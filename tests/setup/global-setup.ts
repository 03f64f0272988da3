import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createPostgresTemplate, dropPostgresDatabase } from './postgres-template.ts'
import { BUILD_FAILED, BUILD_READY, BUILD_RUNNING, LOG_DIR, SEED_FAILED } from './run-status.ts'
import { linesWithSecrets } from './log-secrets.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the seeded demo business is made once per run, copied by each test file that needs it (tests/helpers/demo-template.ts). */
    demoTemplateDir: string
    /** Where the global setup marks the end of the build and a failed seed (tests/setup/run-status.ts). */
    runStatusDir: string
    /** The migrated PostgreSQL database test databases are copied from, when TEST_DATABASE_URL is set (tests/setup/postgres-template.ts). */
    postgresTemplate: string | undefined
  }
}

const root = path.resolve(import.meta.dirname, '../..')

// Browser tests drive the production build, made once per test run, over a
// copy of one seeded demo business (seeding runs the image pipeline, so it is
// done once here, beside the build, instead of once per test file).
// Both run in the background: test files that need neither start at once,
// and those that do wait for what they need (docs/decisions/0059-test-suite-setup.md).
// SKIP_BUILD=1 reuses an existing build while iterating locally.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-demo-'))
  const templateDir = path.join(runDir, 'business')
  project.provide('demoTemplateDir', templateDir)
  project.provide('runStatusDir', runDir)
  const background: Array<Promise<unknown>> = []
  const postgres = process.env.TEST_DATABASE_URL
  const template = postgres ? await createPostgresTemplate(postgres) : undefined
  project.provide('postgresTemplate', template)
  const cleanup = async () => {
    await Promise.allSettled(background)
    if (postgres && template) await dropPostgresDatabase(postgres, template)
    // Every server the tests started logged into LOG_DIR (tests/helpers/test-log.ts): no line may hold a token.
    // Thrown here, the error makes `vitest run` exit with 1 after its summary (the JSON report is already written
    // then, so .ci/run counts a failing exit without failed tests as one failure).
    const { lines, offending } = linesWithSecrets(path.join(runDir, LOG_DIR))
    fs.rmSync(runDir, { recursive: true, force: true })
    if (offending.length > 0) {
      const shown = offending.slice(0, 50)
      console.error(
        `\nTOKENS IN THE SERVER LOGS: ${offending.length} of ${lines} log lines hold a token or key:\n` +
          shown.join('\n') +
          (offending.length > shown.length ? `\n… and ${offending.length - shown.length} more` : '') +
          '\n',
      )
      throw new Error(`${offending.length} server log line(s) hold a token (listed above)`)
    }
    console.log(`Server logs: ${lines} lines checked, no token in any.`)
  }
  const wantsBrowser = process.argv.some((a) => a.includes('e2e')) || !process.argv.slice(2).some((a) => !a.startsWith('-') && a !== 'run')
  if (!wantsBrowser) return cleanup
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!fs.existsSync(chromium)) {
    // One clear line instead of a wall of failures on machines without a browser.
    console.log(`SKIPPED: browser tests (e2e/) need Chromium at ${chromium}: apt-get install chromium`)
    return cleanup
  }
  const skipBuild = process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(root, 'build/server/index.js'))
  // The lock tells test files the seed is already being made; they wait for its ready mark.
  fs.mkdirSync(`${templateDir}.lock`)
  fs.writeFileSync(path.join(runDir, BUILD_RUNNING), '')
  background.push(
    run(['--import', 'tsx', path.join(import.meta.dirname, 'seed-demo.ts'), templateDir], {}).catch((err: unknown) =>
      fs.writeFileSync(path.join(runDir, SEED_FAILED), String(err)),
    ),
    // NODE_ENV is "test" under Vitest; the browser tests must drive the production bundle (React's production build).
    (skipBuild
      ? Promise.resolve()
      : run([path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { NODE_ENV: 'production' })
    ).then(
      () => fs.writeFileSync(path.join(runDir, BUILD_READY), ''),
      (err: unknown) => fs.writeFileSync(path.join(runDir, BUILD_FAILED), String(err)),
    ),
  )
  return cleanup
}

/** Runs node with `args` from the project's folder; rejects with the end of its error output when it fails. */
function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } })
    let errors = ''
    child.stderr.on('data', (c: Buffer) => (errors = (errors + c.toString()).slice(-20_000)))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${errors}`))))
  })
}
