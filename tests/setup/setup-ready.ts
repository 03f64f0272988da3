import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { READY } from '#tests/helpers/seed-template.ts'
import { BUILD_FAILED, BUILD_READY, BUILD_RUNNING, SEED_FAILED } from '#tests/setup/run-status.ts'

// The global setup (tests/setup/global-setup.ts) makes the production build
// and seeds the demo business in the background, so files that need neither
// start at once. Browser tests and the tests of the web app wait here for what they drive.

const mark = (name: string) => path.join(inject('runStatusDir'), name)

async function until(done: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Resolves once this run's production build is made (at once when the setup is not making one); throws the build's error. */
export async function productionBuild(timeoutMs = 170_000): Promise<void> {
  await until(
    () => fs.existsSync(mark(BUILD_READY)) || fs.existsSync(mark(BUILD_FAILED)) || !fs.existsSync(mark(BUILD_RUNNING)),
    'The production build',
    timeoutMs,
  )
  if (fs.existsSync(mark(BUILD_FAILED))) throw new Error(`The production build failed: ${fs.readFileSync(mark(BUILD_FAILED), 'utf8')}`)
}

/** Resolves once the seeded demo business is ready or nobody is seeding it yet (tests/helpers/demo-template.ts then seeds it); throws the seed's error. */
export async function seededDemoBusiness(timeoutMs = 170_000): Promise<void> {
  const template = inject('demoTemplateDir')
  await until(
    () => fs.existsSync(path.join(template, READY)) || fs.existsSync(mark(SEED_FAILED)) || !fs.existsSync(`${template}.lock`),
    'The seeded demo business',
    timeoutMs,
  )
  if (fs.existsSync(mark(SEED_FAILED)))
    throw new Error(`The demo business could not be seeded: ${fs.readFileSync(mark(SEED_FAILED), 'utf8')}`)
}
