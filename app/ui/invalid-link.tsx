import { Link } from 'react-router'
import { Trans } from 'react-i18next'
import { useT } from '#app/i18n/use-t.ts'

/** A private page (an application's status, a showing) opened with a link that names nothing: what to do instead. */
export function InvalidLink() {
  const { t, href } = useT('private-links')
  return (
    <p role="status">
      <Trans t={t} i18nKey="invalid" components={{ contact: <Link to={href('/contact')} /> }} />
    </p>
  )
}
