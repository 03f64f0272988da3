import type { Route } from './+types/mortgage-calculator'
import { PageHeader } from '~/components/page-header'
import { StandaloneCalculator } from '~/components/standalone-calculator'
import { pageMeta } from '~/lib/meta'

export const meta: Route.MetaFunction = () =>
  pageMeta('Mortgage Calculator', 'Estimate your monthly payment with principal, interest, property tax and insurance.')

export default function MortgageCalculator() {
  return (
    <>
      <PageHeader title="Mortgage Calculator" intro="Estimate your monthly payment, including property tax and insurance." />
      <section className="section">
        <div className="container">
          <StandaloneCalculator />
          <p className="muted small-print">
            Estimates only. Your actual rate and payment depend on your credit, the lender and the loan program.
          </p>
        </div>
      </section>
    </>
  )
}
