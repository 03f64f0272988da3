import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// Browser tests drive the production build, made once per test run.
// SKIP_BUILD=1 reuses an existing build while iterating locally.
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../..')
  const wantsBrowser = process.argv.some((a) => a.includes('e2e')) || !process.argv.slice(2).some((a) => !a.startsWith('-') && a !== 'run')
  if (!wantsBrowser) return
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!fs.existsSync(chromium)) {
    // One clear line instead of a wall of failures on machines without a browser.
    console.log(`SKIPPED: browser tests (e2e/) need Chromium at ${chromium}: apt-get install chromium`)
    return
  }
  if (process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(root, 'build/server/index.js'))) return
  // NODE_ENV is "test" under Vitest; the browser tests must drive the production bundle (React's production build).
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
