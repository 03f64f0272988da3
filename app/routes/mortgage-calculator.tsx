import type { Route } from './+types/mortgage-calculator'
import { PageHeader } from '#app/ui/page-header.tsx'
import { StandaloneCalculator } from '#app/listings/standalone-calculator.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { PageSection } from '#app/ui/page-section.tsx'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'calculators')
  return pageMeta(t('page.title'), t('page.description'))
}

export default function MortgageCalculator() {
  const { t } = useT('calculators')
  return (
    <>
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <PageSection>
        <StandaloneCalculator />
        <p className="muted small-print">{t('page.smallPrint')}</p>
      </PageSection>
    </>
  )
}
