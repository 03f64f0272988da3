import { brokerageParts, FAIR_HOUSING_STATEMENT, type Brokerage } from '#core/content/fair-housing.ts'
import { EqualHousingLogo } from './equal-housing-logo.tsx'

/**
 * The Equal Housing Opportunity logo, the brokerage's name and licence and the fair housing statement (
 * docs/decisions/0134-fair-housing-statement.md). The brokerage line name is set larger than any agent's or team member's
 * name on the public pages (1.2 rem), as the Nebraska Real Estate Commission asks.
 */
export function FairHousingNotice({ brokerage, className = 'fair-housing' }: { brokerage: Brokerage; className?: string }) {
  const { name, rest } = brokerageParts(brokerage)
  return (
    <section className={className} aria-label="Fair housing and brokerage">
      <EqualHousingLogo className="fair-housing-logo" />
      <div>
        <p className="fair-housing-brokerage">
          <span className="fair-housing-name">{name}</span>
          {rest}
        </p>
        <p className="fair-housing-statement">{FAIR_HOUSING_STATEMENT}</p>
      </div>
    </section>
  )
}
