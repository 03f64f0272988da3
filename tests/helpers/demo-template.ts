import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { READY, seedDemoTemplate } from './seed-template.ts'

// The seeded demo business is made once per test run (seeding runs the image
// pipeline over every demo photo) and copied by each test file that needs it.
// The global setup seeds it beside the build when browser tests run; otherwise
// the first file that asks seeds it, and the others wait for it to be ready.

/** The folder of the seeded demo business (site.db and media/), seeding it first when no file has yet. */
export async function demoTemplateDir(timeoutMs = 170_000): Promise<string> {
  const dir = inject('demoTemplateDir')
  if (fs.existsSync(path.join(dir, READY))) return dir
  let owner = false
  try {
    fs.mkdirSync(`${dir}.lock`)
    owner = true
  } catch {
    // Another test file is seeding it.
  }
  if (owner) {
    await seedDemoTemplate(dir)
    return dir
  }
  const deadline = Date.now() + timeoutMs
  while (!fs.existsSync(path.join(dir, READY))) {
    if (Date.now() > deadline) throw new Error(`The demo business at ${dir} was not seeded within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return dir
}

/** A private copy of the seeded demo business in `dataDir`. */
export async function copyDemoBusiness(dataDir: string): Promise<void> {
  fs.cpSync(await demoTemplateDir(), dataDir, { recursive: true, filter: (src) => !src.endsWith(READY) })
}
