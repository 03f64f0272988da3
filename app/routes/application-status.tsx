import { Link } from 'react-router'
import type { Route } from './+types/application-status'
import { APPLICATION_STATUSES } from '#core/leads/bidder-rules.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { Trans } from 'react-i18next'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import biddersCss from '#app/leads/bidders/bidders.css?inline'

// The private link of a preferred-bidder application's confirmation mail: the
// application's status, found by its random token (nothing else opens it).

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const found = token ? await context.actions.applicationStatus(token) : undefined
  return { application: found ?? null }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'bidders')
  return [...pageMeta(t('status.title'), t('status.description')), { name: 'robots', content: 'noindex' }]
}

export default function ApplicationStatusPage({ loaderData: { application } }: Route.ComponentProps) {
  const { t, href, date } = useT('bidders')
  const status = application ? (APPLICATION_STATUSES.includes(application.status) ? application.status : 'received') : null
  return (
    <section className="section">
      <InlineStyle name="bidders" css={biddersCss} />
      <div className="container narrow">
        <div className="status-card">
          <h1>{t('status.title')}</h1>
          {application && status ? (
            <>
              <p>
                <Trans
                  t={t}
                  i18nKey="status.line"
                  components={{ id: <strong /> }}
                  values={{ company: application.companyName, id: application.applicationId, date: date(application.submittedAt) }}
                />
              </p>
              <p className={`status-badge status-${application.status}`}>{t(`status.label.${status}`)}</p>
              <p>{t(`status.text.${status}`)}</p>
              <p className="muted">{t('status.followUp')}</p>
            </>
          ) : (
            <p role="status">
              <Trans t={t} i18nKey="status.invalid" components={{ contact: <Link to={href('/contact')} /> }} />
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
