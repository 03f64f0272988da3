import { useId, useState } from 'react'
import { Link } from 'react-router'
import { PersonRenameBodySchema, type Person, type PersonMatch, type TimelineKind } from '#core/leads/persons.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import type { ShowToast } from '#app/admin/ui/notice.tsx'
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { readStaffUser } from '#app/admin/lib/session.ts'
import { can } from '#core/staff/permissions.ts'
import { formatDateTime } from './lead-format.ts'

// The person behind the open lead (docs/decisions/0126-one-person-behind-many-leads.md): how many messages they
// sent, a timeline of everything that happened with them, and merging with another person or splitting leads off;
// the name staff know them by, and stopping every marketing e-mail to them when they ask by phone
// (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md).

const KIND_WORDS: Record<TimelineKind, string> = {
  lead: 'Message',
  note: 'Note',
  status: 'Status',
  stage: 'Stage',
  assign: 'Owner',
  archive: 'Archive',
  mail: 'E-mail',
  consent: 'Consent',
  'opt-out': 'Opt-out',
  rename: 'Name',
  'saved-search': 'Saved search',
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function LeadPerson({
  personId,
  leadId,
  toast,
  onMoved,
}: {
  personId: string
  leadId: string
  toast: ShowToast
  /** Leads moved between persons: the lead and the list read again. */
  onMoved: () => void
}) {
  const { data: person, error, setData } = useStaffData<Person>(`/api/admin/persons/${personId}`)
  const [showTimeline, setShowTimeline] = useState(false)
  const [dialog, setDialog] = useState<'merge' | 'split' | 'rename' | 'stop' | 'forget' | null>(null)
  const [busy, setBusy] = useState(false)
  const timelineId = useId()
  if (error && !person) return <p className="admin-alert admin-alert-error">{error}</p>
  if (!person) return <p className="muted">Loading the person…</p>
  const messages = person.leads.length
  const stillMailed = person.emails.filter((e) => !person.optOuts.some((o) => o.email === e.toLowerCase()))
  // A deletion request: owners and editors remove the person's saved searches (docs/decisions/0185-staff-remove-saved-searches.md).
  const savedSearches = person.timeline.filter((i) => i.kind === 'saved-search').length
  const mayForget = savedSearches > 0 && can(readStaffUser()?.role, 'subscribers.manage')
  /** A change of the person confirmed in a dialog: sent, the person shown as it is now, the outcome said in a toast. */
  const act = async (action: string, done: string, failed: string) => {
    setBusy(true)
    try {
      const changed = await staffRequest<Person>(`/api/admin/persons/${person._id}/${action}`, { method: 'POST' })
      setData(() => changed)
      toast(done)
    } catch (err) {
      toast(errorMessage(err, failed), 'error')
    } finally {
      setBusy(false)
      setDialog(null)
    }
  }
  const stopMarketing = () =>
    act('stop-marketing', `No more marketing e-mail goes to ${person.name}.`, 'Marketing e-mail could not be stopped. Please try again.')
  const forgetSearches = () =>
    act(
      'remove-saved-searches',
      `The saved searches and saved homes of ${person.name} are removed.`,
      'The saved searches could not be removed. Please try again.',
    )
  return (
    <div className="lead-person">
      <p className="lead-person-summary">
        <strong>Person: {plural(messages, 'message', 'messages')}</strong>
        <span className="muted"> · {[person.name, ...person.emails, ...person.phones].filter(Boolean).join(' · ')}</span>
      </p>
      {person.optOuts.length > 0 && (
        <p className="lead-person-optout small">
          No marketing e-mail: {person.optOuts.map((o) => `${o.email} since ${formatDateTime(o.at)} (${o.by})`).join('; ')}
        </p>
      )}
      <div className="lead-person-actions">
        <button
          type="button"
          className="admin-btn admin-btn-small"
          aria-expanded={showTimeline}
          aria-controls={timelineId}
          onClick={() => setShowTimeline((v) => !v)}
        >
          {showTimeline ? 'Hide timeline' : `Show timeline (${person.timeline.length})`}
        </button>
        <button type="button" className="admin-btn admin-btn-small" onClick={() => setDialog('rename')}>
          Rename…
        </button>
        <button type="button" className="admin-btn admin-btn-small" onClick={() => setDialog('merge')}>
          Merge with another person…
        </button>
        {messages > 1 && (
          <button type="button" className="admin-btn admin-btn-small" onClick={() => setDialog('split')}>
            Split leads off…
          </button>
        )}
        {stillMailed.length > 0 && (
          <button type="button" className="admin-btn admin-btn-small" onClick={() => setDialog('stop')}>
            Stop marketing e-mail…
          </button>
        )}
        {mayForget && (
          <button type="button" className="admin-btn admin-btn-small admin-btn-danger" onClick={() => setDialog('forget')}>
            Remove saved searches…
          </button>
        )}
      </div>
      <ol id={timelineId} className="person-timeline" hidden={!showTimeline} aria-label={`Timeline of ${person.name}, newest first`}>
        {person.timeline.map((item) => (
          <li key={`${item.kind}-${item._id}`} data-kind={item.kind}>
            <div className="muted small">
              <time dateTime={item.at}>{formatDateTime(item.at)}</time> · {KIND_WORDS[item.kind]}
            </div>
            {item.href === null || item.leadId === leadId ? <strong>{item.title}</strong> : <Link to={item.href}>{item.title}</Link>}
            {item.text && <p className="person-timeline-text">{item.text}</p>}
          </li>
        ))}
      </ol>
      {dialog === 'rename' && (
        <RenameDialog
          person={person}
          onClose={() => setDialog(null)}
          onRenamed={(renamed) => {
            setData(() => renamed)
            setDialog(null)
            toast(`The person is now named ${renamed.name}.`)
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'stop'}
        title={`Stop marketing e-mail to ${person.name}`}
        message={`No marketing e-mail (such as the e-mails about new upcoming homes) will go to ${stillMailed.join(', ')}, and their Get Notified sign-ups are removed. Replies to their own messages still go out. They can sign up again themselves at any time.`}
        confirmLabel={busy ? 'Stopping…' : 'Stop marketing e-mail'}
        busy={busy}
        onConfirm={() => void stopMarketing()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'forget'}
        title={`Remove the saved searches of ${person.name}`}
        message={`Every saved search and saved home of ${person.emails.join(', ')} is deleted (${plural(savedSearches, 'entry', 'entries')} in the timeline), and no more alerts go to them. This cannot be undone; they can save searches again themselves. The removal is kept in the activity log.`}
        confirmLabel={busy ? 'Removing…' : 'Remove saved searches'}
        danger
        busy={busy}
        onConfirm={() => void forgetSearches()}
        onCancel={() => setDialog(null)}
      />
      {dialog === 'merge' && (
        <MergeDialog
          person={person}
          onClose={() => setDialog(null)}
          onMerged={(merged, other) => {
            setData(() => merged)
            setDialog(null)
            toast(`${other.name} is merged into ${merged.name}: ${plural(merged.leads.length, 'message', 'messages')}.`)
            onMoved()
          }}
          toast={toast}
        />
      )}
      {dialog === 'split' && (
        <SplitDialog
          person={person}
          onClose={() => setDialog(null)}
          onSplit={(created) => {
            setDialog(null)
            toast(`${plural(created.leads.length, 'lead', 'leads')} moved to a new person, ${created.name}.`)
            onMoved()
          }}
          toast={toast}
        />
      )}
    </div>
  )
}

/** The name staff know the person by: checked as the server checks it, the server's refusal shown under the field. */
function RenameDialog({ person, onClose, onRenamed }: { person: Person; onClose: () => void; onRenamed: (renamed: Person) => void }) {
  const [name, setName] = useState(person.name)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const save = async () => {
    const checked = PersonRenameBodySchema.safeParse({ name })
    if (!checked.success) return setProblem(checked.error.issues[0].message)
    setBusy(true)
    try {
      onRenamed(await staffRequest<Person>(`/api/admin/persons/${person._id}`, { method: 'PATCH', body: checked.data }))
    } catch (err) {
      setProblem(errorMessage(err, 'The name could not be saved. Please try again.'))
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={onClose} title={`Rename ${person.name}`}>
      <form
        className="person-dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <TextField
          label="Name"
          value={name}
          onChange={(v) => {
            setName(v)
            setProblem('')
          }}
          help="How the inbox and the timeline name this person. The names in their messages stay as they were sent."
          maxLength={200}
          required
          error={problem || undefined}
          autoFocus
        />
        <div className="admin-dialog-actions">
          <button type="button" className="admin-btn admin-btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save name'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

/** Find another person by name or e-mail, pick one, merge their leads into this person. */
function MergeDialog({
  person,
  onClose,
  onMerged,
  toast,
}: {
  person: Person
  onClose: () => void
  onMerged: (merged: Person, other: PersonMatch) => void
  toast: ShowToast
}) {
  const id = useId()
  const [q, setQ] = useState('')
  const [matches, setMatches] = useState<PersonMatch[] | null>(null)
  const [picked, setPicked] = useState('')
  const [busy, setBusy] = useState(false)
  const search = async () => {
    if (!q.trim()) return
    setBusy(true)
    try {
      const found = await staffRequest<PersonMatch[]>(`/api/admin/persons?q=${encodeURIComponent(q.trim())}`)
      setMatches(found.filter((m) => m._id !== person._id))
      setPicked('')
    } catch (err) {
      toast(errorMessage(err, 'The search did not work. Please try again.'), 'error')
    } finally {
      setBusy(false)
    }
  }
  const merge = async () => {
    const other = matches?.find((m) => m._id === picked)
    if (!other) return
    setBusy(true)
    try {
      onMerged(
        await staffRequest<Person>(`/api/admin/persons/${person._id}/merge`, { method: 'POST', body: { otherId: other._id } }),
        other,
      )
    } catch (err) {
      toast(errorMessage(err, 'The persons could not be merged. Please try again.'), 'error')
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={onClose} title={`Merge another person into ${person.name}`}>
      <form
        className="person-dialog"
        onSubmit={(e) => {
          e.preventDefault()
          void search()
        }}
      >
        <label htmlFor={`${id}-q`} className="field-label">
          Find a person by name or e-mail
        </label>
        <div className="person-search">
          <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.currentTarget.value)} data-autofocus />
          <button type="submit" className="admin-btn admin-btn-secondary" disabled={busy || !q.trim()}>
            Search
          </button>
        </div>
      </form>
      {matches && (
        <fieldset className="person-choices">
          <legend>{matches.length === 0 ? 'No other person found.' : 'Pick the person whose leads move here'}</legend>
          {matches.map((m) => (
            <label key={m._id} className="person-choice">
              <input type="radio" name={`${id}-pick`} value={m._id} checked={picked === m._id} onChange={() => setPicked(m._id)} />
              <span>
                <strong>{m.name}</strong> · {plural(m.leads, 'message', 'messages')}
                <span className="muted small"> {m.emails.join(', ')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="admin-dialog-actions">
        <button type="button" className="admin-btn admin-btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="admin-btn admin-btn-primary" disabled={busy || !picked} onClick={() => void merge()}>
          {busy && picked ? 'Merging…' : 'Merge'}
        </button>
      </div>
    </Dialog>
  )
}

/** Tick the leads that are someone else's; they move to a new person. */
function SplitDialog({
  person,
  onClose,
  onSplit,
  toast,
}: {
  person: Person
  onClose: () => void
  onSplit: (created: Person) => void
  toast: ShowToast
}) {
  const [ticked, setTicked] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const split = async () => {
    setBusy(true)
    try {
      onSplit(await staffRequest<Person>(`/api/admin/persons/${person._id}/split`, { method: 'POST', body: { leadIds: ticked } }))
    } catch (err) {
      toast(errorMessage(err, 'The leads could not be split off. Please try again.'), 'error')
      setBusy(false)
    }
  }
  const all = ticked.length === person.leads.length
  return (
    <Dialog open onClose={onClose} title={`Split leads off ${person.name}`}>
      <fieldset className="person-choices">
        <legend>Tick the leads that belong to someone else: they move to a new person</legend>
        {person.leads.map((l, i) => (
          <label key={l._id} className="person-choice">
            <input
              type="checkbox"
              checked={ticked.includes(l._id)}
              onChange={(e) => {
                const on = e.currentTarget.checked
                setTicked((t) => (on ? [...t, l._id] : t.filter((x) => x !== l._id)))
              }}
              data-autofocus={i === 0 ? true : undefined}
            />
            <span>
              <strong>{l.title}</strong> · {formatDateTime(l.createdAt)}
              <span className="muted small"> {[l.name, l.email, l.phone].filter(Boolean).join(' · ')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {all && <p className="admin-alert admin-alert-error">Leave at least one lead with this person.</p>}
      <div className="admin-dialog-actions">
        <button type="button" className="admin-btn admin-btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="admin-btn admin-btn-primary"
          disabled={busy || ticked.length === 0 || all}
          onClick={() => void split()}
        >
          {busy ? 'Splitting…' : ticked.length === 0 ? 'Split off' : `Split off ${plural(ticked.length, 'lead', 'leads')}`}
        </button>
      </div>
    </Dialog>
  )
}
