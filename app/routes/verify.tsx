import { data, Form, Link, useNavigation } from 'react-router'
import { langOfPath } from '#core/i18n/locale.ts'
import type { Route } from './+types/verify'
import { pageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { CopyReportForm } from '#app/leads/copy-report-form.tsx'
import { ContactLine } from '#app/ui/contact-line.tsx'
import {
  NOT_OURS_CODE_MESSAGE,
  NOT_OURS_LINK_MESSAGE,
  OURS_MESSAGE,
  VERIFY_PARAM,
  type VerifyAnswer,
} from '#core/listings/listing-verify.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import verifyCss from '#app/listings/verify.css?inline'

// "Verify a listing" (docs/decisions/0148-verify-a-listing.md): a visitor types a listing code or pastes a link seen
// elsewhere; the page says whether it is ours. A GET form, so it works before (or without) JavaScript; the server
// counts the checks per client address with GET /api/verify's and tells the page when they are over the limit.

/** Set by the server (server/listings/listing-verify.routes.ts) on a check over the limit: the minutes to wait. */
const WAIT_HEADER = 'x-verify-wait-minutes'

/** The service's answers (English, as GET /api/verify gives them) and their words in the `verify` namespace. */
const ANSWER_KEYS: Record<string, string> = {
  [OURS_MESSAGE]: 'answers.ours',
  [NOT_OURS_CODE_MESSAGE]: 'answers.noCode',
  [NOT_OURS_LINK_MESSAGE]: 'answers.noLink',
}

/** The listing's badge as the service writes it (core/format.ts homeBadge) and its words. */
const STATUS_KEYS: Record<string, string> = {
  'For Sale': 'status.forSale',
  'For Rent': 'status.forRent',
  Sold: 'status.sold',
  Pending: 'status.pending',
  Rented: 'status.rented',
  'Coming Soon': 'status.upcoming',
}

/** The advice under a "not ours" answer, in its order. */
const ADVICE = ['money', 'report', 'paid'] as const

type Outcome = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'limited'; minutes: number } | { kind: 'answer'; answer: VerifyAnswer }

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get(VERIFY_PARAM) ?? '').trim().slice(0, 2000)
  const base = { query, publicUrl: context.publicConfig.publicUrl }
  const wait = Number(request.headers.get(WAIT_HEADER) || 0)
  if (!query) return { ...base, outcome: { kind: 'none' } as Outcome }
  if (wait > 0) return data({ ...base, outcome: { kind: 'limited', minutes: wait } as Outcome }, { status: 429 })
  const answer = await context.actions.verifyListing(query)
  if (!answer) return data({ ...base, outcome: { kind: 'unreadable' } as Outcome }, { status: 400 })
  return { ...base, outcome: { kind: 'answer', answer } as Outcome }
}

export default function VerifyPage({ loaderData: { query, outcome } }: Route.ComponentProps) {
  const checking = useNavigation().state === 'loading'
  const { t } = useT('verify')
  return (
    <CompanyPage title={t('title')} intro={t('intro')} style={{ name: 'verify', css: verifyCss }}>
      <PageSection labelledBy="verify-title">
        <div className="verify-layout">
          <div>
            <h2 id="verify-title">{t('check.title')}</h2>
            <p className="verify-notice">
              <strong>{t('check.never')}</strong> {t('check.codes')}
            </p>
            <Form method="get" className="verify-form" aria-busy={checking || undefined}>
              <label htmlFor="verify-query">{t('check.label')}</label>
              <div className="verify-row">
                <input
                  id="verify-query"
                  name={VERIFY_PARAM}
                  defaultValue={query}
                  key={query}
                  required
                  maxLength={2000}
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby="verify-query-hint"
                />
                <button type="submit" className="btn btn-primary" disabled={checking}>
                  {checking ? t('check.checking') : t('check.button')}
                </button>
              </div>
              <p id="verify-query-hint" className="field-hint">
                {t('check.hint')}
              </p>
            </Form>
            <div aria-live="polite">
              <VerifyOutcome outcome={outcome} />
            </div>
          </div>
          <section className="verify-report" aria-labelledby="report-title">
            <h2 id="report-title">{t('report.title')}</h2>
            <p>{t('report.intro')}</p>
            <CopyReportForm checked={query} />
          </section>
        </div>
      </PageSection>
    </CompanyPage>
  )
}

function VerifyOutcome({ outcome }: { outcome: Outcome }) {
  const { t, href } = useT('verify')
  if (outcome.kind === 'none') return null
  if (outcome.kind === 'limited')
    return <p className="verify-result verify-warn">{t('limited', { count: outcome.minutes, minutes: outcome.minutes })}</p>
  if (outcome.kind === 'unreadable') return <p className="verify-result verify-warn">{t('unreadable')}</p>
  const { answer } = outcome
  const message =
    answer.result === 'not-ours' && answer.otherSite
      ? t('answers.otherSite', { host: answer.otherSite })
      : ANSWER_KEYS[answer.message]
        ? t(ANSWER_KEYS[answer.message], { company: COMPANY_NAME })
        : answer.message
  if (answer.result === 'not-ours')
    return (
      <div className="verify-result verify-no" data-testid="verify-result">
        <h3>{message}</h3>
        <p>{t('notOurs.note')}</p>
        <ul>
          {ADVICE.map((key) => (
            <li key={key}>{t(`notOurs.advice.${key}`)}</li>
          ))}
        </ul>
        <p>
          <a href="#report-title">{t('notOurs.report')}</a>.
        </p>
      </div>
    )
  const { listing, contact } = answer
  return (
    <div className="verify-result verify-yes" data-testid="verify-result">
      <h3>{message}</h3>
      <div className="verify-listing">
        <img src={listing.photo || '/placeholder-home.svg'} alt="" width={240} height={160} loading="lazy" />
        <div>
          <p className="verify-listing-title">
            <Link to={href(listing.url)}>{listing.title}</Link>
          </p>
          <p>{listing.address}</p>
          <p>
            <strong>{listing.price.replace(/\/mo$/, t('ours.perMonth'))}</strong> ·{' '}
            {STATUS_KEYS[listing.status] ? t(STATUS_KEYS[listing.status]) : listing.status}
          </p>
          <p className="verify-code">{t('ours.code', { code: listing.listingCode })}</p>
        </div>
      </div>
      <p>{contact.kind === 'agent' ? t('ours.compareAgent') : t('ours.compareOffice')}</p>
      <ul className="verify-contact">
        <li>{contact.name}</li>
        {contact.phone && <ContactLine kind="phone" text={contact.phone} />}
        {contact.email && <ContactLine kind="email" text={contact.email} />}
      </ul>
      <p>{t('ours.other')}</p>
    </div>
  )
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaT(matches, 'verify')
  return pageSeo({
    lang: langOfPath(location.pathname),
    title: t('title'),
    description: t('description'),
    path: '/verify',
    publicUrl: loaderData?.publicUrl,
  })
}
