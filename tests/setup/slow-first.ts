import { BaseSequencer, type TestSpecification } from 'vitest/node'

// Test files start longest first, so the run does not end on one long file
// while the other worker idles. The order below is measured
// (npm test on two cores, docs/decisions/0059-test-suite-setup.md); files not listed follow in
// vitest's own order (failed last time first, then by last duration or size).
// Files that need neither the build nor the demo business come first: the
// global setup makes those in the background meanwhile.
const SLOW_FIRST = [
  'tests/faults/mail-crash.test.ts',
  'tests/staff/admin-cli.test.ts',
  'tests/platform/outbox.test.ts',
  // Seeds the demo business once more: after the template's seed, not beside it.
  'tests/leads/upcoming-notifications.test.ts',
  'e2e/property-page.test.ts',
  'e2e/search-pages.test.ts',
  'e2e/security-headers.test.ts',
  'e2e/company-pages.test.ts',
  'e2e/public-loose-ends.test.ts',
  'e2e/upcoming-page.test.ts',
  'e2e/preferred-bidders.test.ts',
  'e2e/admin-sign-in.test.ts',
  'e2e/admin-leads.test.ts',
  'e2e/admin-content.test.ts',
  'e2e/place-autocomplete.test.ts',
  'e2e/admin-properties.test.ts',
]

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((f) => spec.moduleId.endsWith(`/${f}`))
      return i === -1 ? SLOW_FIRST.length : i
    }
    const sorted = await super.sort(files)
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec)
  }
}
