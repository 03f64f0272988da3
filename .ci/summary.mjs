// Prints the CI's last lines from the vitest JSON reports named on the command line (one per Node.js run):
// PostgreSQL data-layer counts per run, then "N passed, N failed" over all runs.
// VITEST_STATUSES holds each run's exit status, in the same order.
import fs from 'node:fs'

const [, , ...runs] = process.argv
const statuses = (process.env.VITEST_STATUSES ?? '').split(' ')
let passed = 0
let failed = 0
let skipped = 0
runs.forEach((spec, index) => {
  const [label, file] = spec.split('=')
  let r
  try {
    r = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    console.log(`${label}: no test report`)
    failed += 1
    return
  }
  const onPostgres = r.testResults.flatMap((f) => f.assertionResults).filter((a) => a.ancestorTitles.some((t) => t.includes('on postgres')))
  console.log(
    `${label}: data-layer tests on PostgreSQL: ${onPostgres.filter((a) => a.status === 'passed').length} passed of ${onPostgres.length}`,
  )
  // A file that fails to load counts as a failure even though none of its tests ran.
  let runFailed = r.numFailedTests + r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length
  // Unhandled errors fail the run without failing a test: count them so the line never reads green.
  if (!r.success && runFailed === 0) runFailed = 1
  // A failing global teardown (the check of the server logs for tokens, tests/setup/global-setup.ts) runs after the
  // report is written: the exit status tells.
  if (statuses[index] !== '0' && runFailed === 0) runFailed = 1
  // Name each failed test, so the tail of the CI log says what to look at.
  for (const f of r.testResults) {
    const file = f.name.replace(process.cwd() + '/', '')
    if (f.status === 'failed' && f.assertionResults.length === 0) console.log(`${label}: failed to load: ${file}`)
    for (const a of f.assertionResults.filter((x) => x.status === 'failed')) {
      console.log(`${label}: failed: ${file} > ${[...a.ancestorTitles, a.title].join(' > ')}`)
    }
  }
  // What failed outside any test (a hook, which leaves its tests skipped; an unhandled error), with its message,
  // from .ci/errors-reporter.mjs.
  try {
    for (const e of JSON.parse(fs.readFileSync(file.replace(/\.json$/, '.errors.json'), 'utf8'))) {
      console.log(`${label}: error in ${e.where}: ${e.message}`)
    }
  } catch {
    // No such file: the run ended before its reporters did (the report above says so).
  }
  console.log(`${label}: ${r.numPassedTests} passed, ${runFailed} failed`)
  passed += r.numPassedTests
  failed += runFailed
  skipped += r.numPendingTests + (r.numTodoTests || 0)
})
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''))
