import { useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/showing'
import { postJson } from '#app/ui/http.ts'
import { privateLinkView, privatePageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { FormOutcomeMessage, type Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { AskFirst } from '#app/ui/forms/ask-first.tsx'
import { InvalidLink } from '#app/ui/invalid-link.tsx'
import { TourSlotFields } from '#app/leads/tour-slot-fields.tsx'
import biddersCss from '#app/leads/bidders/bidders.css?inline'
import css from '#app/leads/showings/showing-page.css?inline'

// A visitor's showing by the private link of its mails (docs/decisions/0137-showing-private-link.md): when and with
// whom, its status, and, while it stands and has not started, another free time (the tour form's two fields and their
// availability) or a cancel that asks first. Each change is mailed with the updated calendar invitation.

export const loader = ({ request, context }: Route.LoaderArgs) => privateLinkView(request, context.actions.showing)

export default function ShowingPage({ loaderData: { view, token } }: Route.ComponentProps) {
  const { t, lang, href, date } = useT('showings')
  const clock = (at: string) => date(at, { hour: 'numeric', minute: '2-digit' })
  // The server words the time in English; Spanish says it from the showing's start and end.
  const when = (v: NonNullable<typeof view>) =>
    lang === 'en' ? v.when : t('when', { day: date(v.startsAt, { dateStyle: 'full' }), from: clock(v.startsAt), to: clock(v.endsAt) })
  return (
    <section className="section showing-section">
      <InlineStyle name="showing-page" css={css} />
      <InlineStyle name="bidders" css={biddersCss} />
      <div className="container">
        <div className="status-card showing-card">
          <h1>{t('title')}</h1>
          {view ? (
            <>
              <p className={`status-badge status-${view.status}`}>{t(`status.${view.status}`)}</p>
              <dl>
                <dt>{t('home')}</dt>
                <dd>
                  <Link to={href(`/property/${view.listing._id}`)}>{view.listing.title}</Link>, {view.listing.address}
                </dd>
                <dt>{t('whenTerm')}</dt>
                <dd>{when(view)}</dd>
                <dt>{t('agent')}</dt>
                <dd>
                  {view.agent.name}
                  {view.agent.phone && (
                    <>
                      , <a href={`tel:${view.agent.phone.replace(/[^\d+]/g, '')}`}>{view.agent.phone}</a>
                    </>
                  )}
                </dd>
              </dl>
              <p>{t(`text.${view.status}`)}</p>
              {view.canChange && <ShowingChanges token={token} propertyId={view.listing._id} />}
            </>
          ) : (
            <InvalidLink />
          )}
        </div>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'showings')
  return privatePageMeta(t('title'), t('description'))
}

/** Another free time, or cancel (asked first); the page reads the showing again after either. */
function ShowingChanges({ token, propertyId }: { token: string; propertyId: string }) {
  const [busy, setBusy] = useState<'move' | 'cancel' | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [refresh, setRefresh] = useState(0)
  const ref = useRef<HTMLDivElement>(null)
  const revalidator = useRevalidator()
  const { t } = useT('showings')

  async function send(what: 'move' | 'cancel', body: object, done: string) {
    setBusy(what)
    setOutcome(null)
    try {
      const answer = await postJson(`/api/showings/${what}`, { token, ...body })
      if (answer.ok) {
        await revalidator.revalidate()
        setOutcome({ kind: 'success', text: done })
      } else {
        setOutcome({ kind: 'error', text: answer.message || t('failed') })
        setRefresh((n) => n + 1)
      }
    } catch {
      setOutcome({ kind: 'error', text: t('offline') })
    } finally {
      setBusy(null)
      requestAnimationFrame(() => ref.current?.focus())
    }
  }

  function move(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const body = { selectedDate: form.get('preferredDate'), selectedTime: form.get('preferredTime') }
    void send('move', body, t('moved'))
  }

  return (
    <>
      <h2>{t('move.title')}</h2>
      <form className="showing-move" onSubmit={move} aria-label={t('move.title')}>
        <TourSlotFields id="showing-move" propertyId={propertyId} refresh={refresh} />
        <div className="showing-actions">
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            {busy === 'move' ? t('move.busy') : t('move.button')}
          </button>
        </div>
      </form>
      <h2>{t('cancel.title')}</h2>
      <div className="showing-actions">
        <AskFirst
          label={t('cancel.label')}
          question={t('cancel.question')}
          yes={t('cancel.yes')}
          doing={t('cancel.doing')}
          busy={busy === 'cancel'}
          disabled={busy !== null}
          onYes={() => void send('cancel', {}, t('cancelled'))}
        />
      </div>
      <FormOutcomeMessage outcome={outcome} ref={ref} />
    </>
  )
}
