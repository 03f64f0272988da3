import { HealthBadge, HealthReasons } from './listing-health.tsx'
import { useEffect, useId, useState } from 'react'
import type { Listing } from '#core/listings/listing.ts'
import type { PublishingState, ScheduledChange } from '#core/listings/listing-schedule.ts'
import { omahaLocalTime } from '#core/listings/listing-schedule.ts'
import { STATUSES_BY_TYPE, STATUS_LABELS } from '#core/listings/listing-form.ts'
import { formatBusinessTime } from '#core/business-time.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { useFairHousingReason } from '#app/admin/ui/fair-housing-reason.tsx'

// The editor's publishing panel (docs/decisions/0097-listing-drafts-and-publishing.md): whether the listing is on the
// website, the checklist of what it still needs, Publish and Move back to draft, and changes scheduled for a time in
// Omaha (docs/decisions/0098-scheduled-listing-changes.md). It reads the saved listing: `property` changes (a save, a
// photo, an alt text) read the state again.

const FAILED = 'That did not work. Check the connection and try again.'

function describe(change: ScheduledChange): string {
  const what = change.kind === 'publish' ? 'Publish' : `Status to ${STATUS_LABELS[change.status!]}`
  return `${what} · ${formatBusinessTime(change.dueAt)}`
}

export function PublishingPanel({
  property,
  dirty,
  notify,
  onPublishedChange,
}: {
  property: Listing
  dirty: boolean
  notify: (kind: 'success' | 'error', text: string) => void
  /** Told when the listing went public (a time) or back to draft (null). */
  onPublishedChange: (publishedAt: string | null) => void
}) {
  const id = useId()
  const confirm = useConfirm()
  const fairHousing = useFairHousingReason()
  const [state, setState] = useState<PublishingState | null>(null)
  const [refusal, setRefusal] = useState('')
  const [busy, setBusy] = useState(false)
  const [kind, setKind] = useState<'publish' | 'status'>('publish')
  const [status, setStatus] = useState<string>('available')
  const [at, setAt] = useState('')
  const [scheduleError, setScheduleError] = useState('')
  const base = `/api/admin/properties/${property._id}`

  // The saved listing changed (its version, photos or their alt texts): its checklist may have too.
  const shape = `${property.updatedAt} ${property.images.map((i) => `${i._id}:${i.alt}`).join(',')} ${property.archivedAt ?? ''}`
  useEffect(() => {
    let live = true
    staffRequest<PublishingState>(`${base}/publishing`).then(
      (next) => live && setState(next),
      (err: unknown) => live && notify('error', errorMessage(err, FAILED)),
    )
    return () => {
      live = false
    }
  }, [base, notify, shape])

  const draft = state !== null && state.publishedAt === null
  const scheduleKind = draft ? kind : 'status'

  async function act(path: string, init: { method: string; body?: unknown }, success: string) {
    setBusy(true)
    try {
      // Publishing flagged wording asks for a reason first (docs/decisions/0144-fair-housing-reason-to-publish.md).
      const next = await fairHousing.withReason((reason) =>
        staffRequest<PublishingState>(`${base}/${path}`, reason ? { ...init, body: { fairHousingReason: reason } } : init),
      )
      if (!next) return false
      setState(next)
      if (next.publishedAt !== state?.publishedAt) onPublishedChange(next.publishedAt)
      setRefusal('')
      notify('success', success)
      return true
    } catch (err) {
      const text = errorMessage(err, FAILED, { onlyServer: true })
      if (path === 'publish') setRefusal(text)
      else notify('error', text)
      return false
    } finally {
      setBusy(false)
    }
  }

  async function unpublish() {
    const ok = await confirm({
      title: 'Move this listing back to draft?',
      message: 'It leaves the website, the map, search and the sitemap at once, until you publish it again.',
      confirmLabel: 'Move back to draft',
    })
    if (ok) await act('unpublish', { method: 'POST' }, 'The listing is a draft again: it is no longer on the website.')
  }

  async function schedule(e: React.FormEvent) {
    e.preventDefault()
    if (!at) {
      setScheduleError('Choose a date and time')
      return
    }
    setScheduleError('')
    setBusy(true)
    try {
      const body = scheduleKind === 'publish' ? { kind: 'publish', at } : { kind: 'status', at, status }
      setState(await staffRequest<PublishingState>(`${base}/schedule`, { method: 'POST', body }))
      setAt('')
      notify('success', 'Scheduled.')
    } catch (err) {
      setScheduleError(errorMessage(err, FAILED, { onlyServer: true }))
    } finally {
      setBusy(false)
    }
  }

  if (!state) {
    return (
      <section className="admin-panel pe-publishing" aria-busy="true" aria-label="Publishing">
        <p className="field-hint">Loading the publishing checklist…</p>
      </section>
    )
  }
  const complete = state.checklist.every((i) => i.done)
  const waiting = state.scheduled.filter((c) => c.doneAt === null)
  const done = state.scheduled.filter((c) => c.doneAt !== null)
  const statuses = STATUSES_BY_TYPE[property.type]
  return (
    <section className="admin-panel pe-publishing" aria-labelledby={`${id}-h`} data-testid="publishing">
      {fairHousing.dialog}
      <div className="pe-pub-head">
        <h2 id={`${id}-h`}>Publishing</h2>
        {draft ? (
          <span className="pl-status pl-status-draft">Draft · not on the website</span>
        ) : (
          <span className="pl-status pl-status-available">Published</span>
        )}
      </div>
      {draft ? (
        <p className="field-hint">
          Only staff can see a draft (use Preview). It goes on the website, the map and Get Notified mails when you publish it.
        </p>
      ) : (
        <p className="field-hint">On the website since {formatBusinessTime(state.publishedAt!)}.</p>
      )}
      <h3 className="pe-pub-subhead" id={`${id}-check`}>
        {complete ? 'Ready to publish' : 'Before it can be published'}
      </h3>
      <ul className="pe-checklist" aria-labelledby={`${id}-check`}>
        {state.checklist.map((item) => (
          <li key={item.key} className={item.done ? 'is-done' : 'is-missing'}>
            <span className="pe-check-mark" aria-hidden="true">
              {item.done ? '✓' : '!'}
            </span>
            <span>
              {item.label}
              <span className="sr-only">{item.done ? ': done' : ': missing'}</span>
            </span>
          </li>
        ))}
      </ul>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      <h3 className="pe-pub-subhead" id={`${id}-health`}>
        Health <HealthBadge health={state.health} />
      </h3>
      <HealthReasons health={state.health} />
      {dirty && <p className="field-hint">Save your changes first: publishing uses the saved listing.</p>}
      <div className="pe-pub-actions">
        {draft ? (
          <button
            type="button"
            className="admin-btn admin-btn-primary"
            disabled={busy || Boolean(property.archivedAt)}
            onClick={() => void act('publish', { method: 'POST' }, 'Published: the listing is on the website.')}
          >
            Publish now
          </button>
        ) : (
          <button type="button" className="admin-btn admin-btn-secondary" disabled={busy} onClick={() => void unpublish()}>
            Move back to draft
          </button>
        )}
      </div>

      <form className="pe-schedule" noValidate onSubmit={(e) => void schedule(e)} aria-labelledby={`${id}-sched`}>
        <h3 className="pe-pub-subhead" id={`${id}-sched`}>
          Schedule a change
        </h3>
        <label className="field">
          <span>What</span>
          <select
            value={scheduleKind === 'publish' ? 'publish' : status}
            onChange={(e) => {
              if (e.target.value === 'publish') setKind('publish')
              else {
                setKind('status')
                setStatus(e.target.value)
              }
            }}
          >
            {draft && <option value="publish">Publish</option>}
            {statuses.map((s) => (
              <option key={s} value={s}>
                Change status to {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>When (Omaha time)</span>
          <input
            type="datetime-local"
            value={at}
            min={omahaLocalTime(new Date())}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={scheduleError ? `${id}-sched-error` : undefined}
            onChange={(e) => {
              setAt(e.target.value)
              setScheduleError('')
            }}
          />
        </label>
        {scheduleError && (
          <p className="field-error" id={`${id}-sched-error`}>
            {scheduleError}
          </p>
        )}
        <button type="submit" className="admin-btn admin-btn-secondary" disabled={busy}>
          Schedule
        </button>
      </form>
      {(waiting.length > 0 || done.length > 0) && (
        <ul className="pe-scheduled" aria-label="Scheduled changes">
          {waiting.map((c) => (
            <li key={c._id}>
              <span>
                {describe(c)}
                <span className="field-hint"> · by {c.createdBy}</span>
              </span>
              <button
                type="button"
                className="admin-btn admin-btn-small"
                disabled={busy}
                onClick={() => void act(`schedule/${c._id}`, { method: 'DELETE' }, 'Scheduled change cancelled.')}
              >
                Cancel<span className="sr-only"> {describe(c)}</span>
              </button>
            </li>
          ))}
          {done.map((c) => (
            <li key={c._id} className={c.error ? 'is-missing' : 'is-done'}>
              <span>
                {describe(c)}: {c.error ? `did not happen. ${c.error}` : 'done.'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
