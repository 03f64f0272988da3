import { afterAll, afterEach } from 'vitest'
import { failOnCspViolations } from '../../e2e/helpers/csp-violations.ts'

// A browser page that breaks the Content-Security-Policy fails the test (e2e/helpers/csp-violations.ts).
afterEach(failOnCspViolations)
afterAll(failOnCspViolations)
