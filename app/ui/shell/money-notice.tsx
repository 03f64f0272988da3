import { Link } from 'react-router'
import { VERIFY_PATH } from '#core/listings/listing-code.ts'
import { useT } from '#app/i18n/use-t.ts'

/**
 * The rental-scam notice of every public page's footer and every listing page (docs/decisions/0147-money-before-viewing-notice.md):
 * the sentence, then the link to /verify.
 */
export function MoneyNotice({ className = 'money-notice' }: { className?: string }) {
  // The words of NO_MONEY_BEFORE_VIEWING and VERIFY_LINK_TEXT (core/listings/listing-code.ts), in the page's language.
  const { t, href } = useT()
  return (
    <p className={className}>
      <strong>{t('money.never')}</strong> <Link to={href(VERIFY_PATH)}>{t('money.verify')}</Link> {t('money.beforePaying')}
    </p>
  )
}
