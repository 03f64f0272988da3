import { data, Form, Link, useNavigation } from 'react-router'
import { langOfPath } from '#core/i18n/locale.ts'
import type { Route } from './+types/verify'
import { pageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { CopyReportForm } from '#app/leads/copy-report-form.tsx'
import { ContactLine } from '#app/ui/contact-line.tsx'
import { NO_MONEY_BEFORE_VIEWING, listingCodeLine } from '#core/listings/listing-code.ts'
import {
  CHECKS_LIMITED_MESSAGE,
  NOT_OURS_ADVICE,
  NOT_OURS_NOTE,
  UNREADABLE_MESSAGE,
  VERIFY_PARAM,
  type VerifyAnswer,
} from '#core/listings/listing-verify.ts'
import verifyCss from '#app/listings/verify.css?inline'

// "Verify a listing" (docs/decisions/0148-verify-a-listing.md): a visitor types a listing code or pastes a link seen
// elsewhere; the page says whether it is ours. A GET form, so it works before (or without) JavaScript; the server
// counts the checks per client address with GET /api/verify's and tells the page when they are over the limit.

/** Set by the server (server/listings/listing-verify.routes.ts) on a check over the limit: the minutes to wait. */
const WAIT_HEADER = 'x-verify-wait-minutes'

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
  return (
    <CompanyPage
      title="Verify a listing"
      intro="Saw one of our homes on another site, or got a message about it? Check that it is really ours before you do anything else."
      style={{ name: 'verify', css: verifyCss }}
    >
      <PageSection labelledBy="verify-title">
        <div className="verify-layout">
          <div>
            <h2 id="verify-title">Check a listing code or link</h2>
            <p className="verify-notice">
              <strong>{NO_MONEY_BEFORE_VIEWING}</strong> Every listing of ours has a code of six letters and digits on its page and flyer,
              such as K7M2QX.
            </p>
            <Form method="get" className="verify-form" aria-busy={checking || undefined}>
              <label htmlFor="verify-query">Listing code or link</label>
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
                  {checking ? 'Checking…' : 'Check'}
                </button>
              </div>
              <p id="verify-query-hint" className="field-hint">
                Type the code, or paste the link or the text of the ad you saw.
              </p>
            </Form>
            <div aria-live="polite">
              <VerifyOutcome outcome={outcome} />
            </div>
          </div>
          <section className="verify-report" aria-labelledby="report-title">
            <h2 id="report-title">Report a copy</h2>
            <p>Seen a listing that claims to be ours, or one of our homes offered by someone else? Tell us where, and we will act on it.</p>
            <CopyReportForm checked={query} />
          </section>
        </div>
      </PageSection>
    </CompanyPage>
  )
}

function VerifyOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'none') return null
  if (outcome.kind === 'limited') return <p className="verify-result verify-warn">{CHECKS_LIMITED_MESSAGE(outcome.minutes)}</p>
  if (outcome.kind === 'unreadable') return <p className="verify-result verify-warn">{UNREADABLE_MESSAGE}</p>
  const { answer } = outcome
  if (answer.result === 'not-ours')
    return (
      <div className="verify-result verify-no" data-testid="verify-result">
        <h3>{answer.message}</h3>
        <p>{NOT_OURS_NOTE}</p>
        <ul>
          {NOT_OURS_ADVICE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <a href="#report-title">Report the copy below</a>.
        </p>
      </div>
    )
  const { listing, contact } = answer
  return (
    <div className="verify-result verify-yes" data-testid="verify-result">
      <h3>{answer.message}</h3>
      <div className="verify-listing">
        <img src={listing.photo || '/placeholder-home.svg'} alt="" width={240} height={160} loading="lazy" />
        <div>
          <p className="verify-listing-title">
            <Link to={listing.url}>{listing.title}</Link>
          </p>
          <p>{listing.address}</p>
          <p>
            <strong>{listing.price}</strong> · {listing.status}
          </p>
          <p className="verify-code">{listingCodeLine(listing.listingCode)}</p>
        </div>
      </div>
      <p>
        Compare the photo, address and price with what you saw. Contact {contact.kind === 'agent' ? 'the listing agent' : 'our office'}{' '}
        directly, using these details only:
      </p>
      <ul className="verify-contact">
        <li>{contact.name}</li>
        {contact.phone && <ContactLine kind="phone" text={contact.phone} />}
        {contact.email && <ContactLine kind="email" text={contact.email} />}
      </ul>
      <p>If the ad you saw gives another phone, e-mail or price, it is not from us: report it below.</p>
    </div>
  )
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...pageSeo({
    lang: langOfPath(location.pathname),
    title: 'Verify a listing',
    description: 'Check that a listing you saw is really ours: enter its listing code or paste the link, and report copies.',
    path: '/verify',
    publicUrl: loaderData?.publicUrl,
  }),
]
