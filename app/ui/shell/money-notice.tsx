import { Link } from 'react-router'
import { NO_MONEY_BEFORE_VIEWING, VERIFY_LINK_TEXT, VERIFY_PATH } from '#core/listings/listing-code.ts'

/**
 * The rental-scam notice of every public page's footer and every listing page (docs/decisions/0147-money-before-viewing-notice.md):
 * the sentence, then the link to /verify.
 */
export function MoneyNotice({ className = 'money-notice' }: { className?: string }) {
  return (
    <p className={className}>
      <strong>{NO_MONEY_BEFORE_VIEWING}</strong> <Link to={VERIFY_PATH}>{VERIFY_LINK_TEXT}</Link> before you pay anyone.
    </p>
  )
}
