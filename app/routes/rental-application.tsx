import { useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { Trans } from 'react-i18next'
import type { Route } from './+types/rental-application'
import { postJson } from '#app/ui/http.ts'
import { privateLinkView, privatePageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { CoApplicantPartForm } from '#app/leads/rentals/co-applicant-form.tsx'
import { FormOutcomeMessage, type Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { AskFirst } from '#app/ui/forms/ask-first.tsx'
import { InvalidLink } from '#app/ui/invalid-link.tsx'
import biddersCss from '#app/leads/bidders/bidders.css?inline'
import rentalsCss from '#app/leads/rentals/rentals.css?inline'

// A rental applicant's private page (docs/decisions/0130-rental-applications.md), found by the random token of the
// link mailed to them: the application's status, who has completed their part, a co-applicant's own part while it
// is missing, and the main applicant's withdraw button.

export const loader = ({ request, context }: Route.LoaderArgs) => privateLinkView(request, context.actions.rentalApplication)

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'rentals')
  return privatePageMeta(t('status.title'), t('status.description'))
}

export default function RentalApplicationPage({ loaderData: { view, token } }: Route.ComponentProps) {
  const { t, href, date } = useT('rentals')
  const say = useKnownMessage()
  return (
    <section className="section">
      <InlineStyle name="bidders" css={biddersCss} />
      <InlineStyle name="rentals" css={rentalsCss} />
      <div className="container rent-status">
        {view ? (
          <>
            <div className="status-card">
              <h1>{t('status.title')}</h1>
              {view.listing && (
                <p>
                  <Trans
                    t={t}
                    i18nKey="status.sent"
                    components={{ home: <Link to={href(`/property/${view.listing._id}`)} /> }}
                    values={{ title: view.listing.title, address: view.listing.address, date: date(view.submittedAt) }}
                  />
                </p>
              )}
              <p className={`status-badge status-${view.status}`}>{t(`status.label.${view.status}`)}</p>
              {view.reason && <p>{say(view.reason)}</p>}
              <p>{t(`status.text.${view.status}`)}</p>
              <h2>{t('status.applicants')}</h2>
              <ul className="rent-status-list">
                {view.applicants.map((a, i) => (
                  <li key={i}>
                    <span>{a.role === 'main' ? t('status.main', { name: a.name }) : a.name}</span>
                    <span>{a.completed ? t('status.complete') : t('status.waiting')}</span>
                  </li>
                ))}
              </ul>
              {view.canWithdraw && <Withdraw token={token} />}
            </div>
            {view.needsPart && <CoApplicantPartForm token={token} name={view.me.name} />}
          </>
        ) : (
          <div className="status-card">
            <h1>{t('status.title')}</h1>
            <InvalidLink />
          </div>
        )}
      </div>
    </section>
  )
}

/** Withdraw, asked first: the application closes and every applicant is told. */
function Withdraw({ token }: { token: string }) {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const ref = useRef<HTMLDivElement>(null)
  const revalidator = useRevalidator()
  const { t } = useT('rentals')
  const withdraw = async () => {
    setBusy(true)
    try {
      const answer = await postJson('/api/rental-applications/withdraw', { token })
      if (!answer.ok) setOutcome({ kind: 'error', text: answer.message || t('withdraw.failed') })
      else await revalidator.revalidate()
    } catch {
      setOutcome({ kind: 'error', text: t('withdraw.failed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="rent-actions">
      <AskFirst
        label={t('withdraw.label')}
        question={t('withdraw.question')}
        yes={t('withdraw.yes')}
        doing={t('withdraw.doing')}
        busy={busy}
        onYes={() => void withdraw()}
      />
      <FormOutcomeMessage outcome={outcome} ref={ref} />
    </div>
  )
}
