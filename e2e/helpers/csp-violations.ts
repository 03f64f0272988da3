// Content-Security-Policy violations seen by the browser tests' pages
// (e2e/helpers/browser.ts records them). tests/setup/fail-on-csp-violation.ts
// fails the test that caused one, or the file when it happened outside a test.
// A setup file, not hooks in the browser helper: with test files
// sharing a worker (vitest.config.ts), a helper's top-level hooks would only
// be registered for the first file that loads it.

export const cspViolations: string[] = []

export function failOnCspViolations(): void {
  const found = cspViolations.splice(0)
  if (found.length) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`)
}
