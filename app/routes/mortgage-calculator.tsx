import type { Route } from './+types/mortgage-calculator'
import { PageHeader } from '#app/ui/page-header.tsx'
import { StandaloneCalculator } from '#app/listings/standalone-calculator.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { PageSection } from '#app/ui/page-section.tsx'

export const meta: Route.MetaFunction = () =>
  pageMeta('Mortgage Calculator', 'Estimate your monthly payment with principal, interest, property tax and insurance.')

export default function MortgageCalculator() {
  return (
    <>
      <PageHeader title="Mortgage Calculator" intro="Estimate your monthly payment, including property tax and insurance." />
      <PageSection>
        <StandaloneCalculator />
        <p className="muted small-print">
          Estimates only. Your actual rate and payment depend on your credit, the lender and the loan program.
        </p>
      </PageSection>
    </>
  )
}
