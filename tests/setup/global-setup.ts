import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedDemoTemplate } from '../helpers/seed-template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the seeded demo business is made once per run, copied by each test file that needs it (tests/helpers/demo-template.ts). */
    demoTemplateDir: string
  }
}

const root = path.resolve(import.meta.dirname, '../..')

// Browser tests drive the production build, made once per test run, over a
// copy of one seeded demo business (seeding runs the image pipeline, so it is
// done once here, beside the build, instead of once per test file).
// SKIP_BUILD=1 reuses an existing build while iterating locally.
export default async function setup(project: TestProject): Promise<() => void> {
  const templateDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-demo-')), 'business')
  project.provide('demoTemplateDir', templateDir)
  const cleanup = () => fs.rmSync(path.dirname(templateDir), { recursive: true, force: true })
  const wantsBrowser = process.argv.some((a) => a.includes('e2e')) || !process.argv.slice(2).some((a) => !a.startsWith('-') && a !== 'run')
  if (!wantsBrowser) return cleanup
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!fs.existsSync(chromium)) {
    // One clear line instead of a wall of failures on machines without a browser.
    console.log(`SKIPPED: browser tests (e2e/) need Chromium at ${chromium}: apt-get install chromium`)
    return cleanup
  }
  const skipBuild = process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(root, 'build/server/index.js'))
  // Seeding and building run side by side; the lock tells test files the seed is already being made.
  fs.mkdirSync(`${templateDir}.lock`)
  await Promise.all([skipBuild ? undefined : buildApp(), seedDemoTemplate(templateDir)])
  return cleanup
}

function buildApp(): Promise<void> {
  // NODE_ENV is "test" under Vitest; the browser tests must drive the production bundle (React's production build).
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`react-router build exited with ${code}`))))
  })
}
