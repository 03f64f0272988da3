import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import type { Brokerage } from '#core/content/fair-housing.ts'
import { useT } from '#app/i18n/use-t.ts'
import { EqualHousingLogo } from './equal-housing-logo.tsx'

/**
 * The Equal Housing Opportunity logo, the brokerage's name and licence and the fair housing statement (
 * docs/decisions/0134-fair-housing-statement.md). The brokerage line name is set larger than any agent's or team member's
 * name on the public pages (1.2 rem), as the Nebraska Real Estate Commission asks.
 */
export function FairHousingNotice({ brokerage, className = 'fair-housing' }: { brokerage: Brokerage; className?: string }) {
  // The words of core/content/fair-housing.ts (brokerageParts, FAIR_HOUSING_STATEMENT), in the page's language.
  const { t } = useT()
  const name = brokerage.brokerageName.trim() || COMPANY_NAME
  const license = brokerage.licenseNumber.trim()
  const rest = license ? t('fairHousing.licensed', { license }) : t('fairHousing.unlicensed')
  return (
    <section className={className} aria-label={t('fairHousing.label')}>
      <EqualHousingLogo className="fair-housing-logo" label={t('fairHousing.logo')} />
      <div>
        <p className="fair-housing-brokerage">
          <span className="fair-housing-name">{name}</span>
          {rest}
        </p>
        <p className="fair-housing-statement">{t('fairHousing.statement')}</p>
      </div>
    </section>
  )
}
