// A Vitest reporter for CI: writes the errors that fail a run outside any test (a failing beforeAll or afterAll, a
// file that does not load, an unhandled error) to the JSON file named by CI_ERRORS_FILE, so that .ci/summary.mjs can
// print them among the log's last lines. Vitest's JSON report only marks such a file failed and its tests skipped.
import fs from 'node:fs'

const firstLines = (error) =>
  String(error?.message ?? error)
    .split('\n')
    .slice(0, 3)
    .join(' ')
    .slice(0, 400)

export default class ErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.CI_ERRORS_FILE
    if (!file) return
    const errors = []
    for (const module of testModules) {
      const where = module.moduleId.replace(process.cwd() + '/', '')
      for (const error of module.errors()) errors.push({ where, message: firstLines(error) })
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) errors.push({ where: `${where} > ${suite.fullName}`, message: firstLines(error) })
      }
    }
    for (const error of unhandledErrors) errors.push({ where: 'unhandled', message: firstLines(error) })
    fs.writeFileSync(file, JSON.stringify(errors, null, 2))
  }
}
