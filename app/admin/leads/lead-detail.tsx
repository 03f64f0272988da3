import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { APPLICATION_STATUS_LABELS, LEAD_STATUS_LABELS, type ApplicationStatus } from '#core/leads/lead-labels.ts'
import type { Conflict } from '#core/conflicts.ts'
import { ConflictPanel, conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import type { LeadDetail, LeadNote } from '#core/leads/lead-inbox.ts'
import { FILE_WARNINGS } from '#core/file-kinds.ts'
import { staffDownload, staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx'
import type { ShowToast } from '#app/admin/ui/notice.tsx'
import { KindChip, LanguageFlag, StatusChip, WaitingMark } from './status-chip.tsx'
import { LeadStatusControl } from './lead-status.tsx'
import { LeadStageControl } from './lead-stage.tsx'
import { DisclosurePanel } from './disclosure-panel.tsx'
import type { LeadStage } from '#core/leads/lead-stages.ts'
import { LeadMails } from './lead-mails.tsx'
import { LeadNotes } from './lead-notes.tsx'
import { LeadPerson } from './lead-person.tsx'
import { formatBytes } from '#core/format.ts'
import { formatDateTime } from './lead-format.ts'

const statusLabel = (status: string | null) =>
  (LEAD_STATUS_LABELS as Record<string, string>)[status ?? ''] ?? (APPLICATION_STATUS_LABELS as Record<string, string>)[status ?? ''] ?? ''

/** The open lead: everything the visitor sent, its property, its mails, notes, and what staff can do with it. */
export function LeadDetailPane({
  leadId,
  toast,
  onChanged,
  onBack,
}: {
  leadId: string
  toast: ShowToast
  /** The list should reload (status changed, lead removed). */
  onChanged: (removed?: boolean) => void
  onBack: () => void
}) {
  const { data: lead, error, reload, setData } = useStaffData<LeadDetail>(`/api/admin/contacts/${leadId}`)
  const setLead = (next: LeadDetail) => setData(() => next)
  const [busy, setBusy] = useState('')
  const [asking, setAsking] = useState<{ kind: 'status'; status: ApplicationStatus } | { kind: 'unsubscribe' } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // A status change refused because someone changed the status since the lead was opened, and the status asked for.
  const [conflict, setConflict] = useState<{ refused: Conflict<LeadDetail>; status: string } | null>(null)

  // Moving focus to the opened lead lets keyboard and screen-reader users continue from there.
  useEffect(() => {
    if (lead?._id === leadId) heading.current?.focus()
  }, [lead?._id, leadId])

  if (error && !lead)
    return (
      <section className="lead-detail" aria-live="polite">
        <p className="admin-alert admin-alert-error">{error}</p>
        <button type="button" className="admin-btn admin-btn-small" onClick={reload}>
          Try again
        </button>
      </section>
    )
  if (!lead)
    return (
      <section className="lead-detail" aria-busy="true">
        <p className="muted">Loading the lead…</p>
      </section>
    )

  /** Sets the status over `from` (the version of the lead the pane shows, unless the staff member chose a newer one). */
  const setStatus = async (status: string, from: LeadDetail = lead) => {
    setBusy('status')
    try {
      setLead(
        await staffRequest<LeadDetail>(`/api/admin/contacts/${lead._id}`, {
          method: 'PATCH',
          body: { status },
          headers: { 'if-match': `"${from.statusVersion}"` },
        }),
      )
      setConflict(null)
      toast(lead.kind === 'application' ? 'Status saved. The applicant is being e-mailed.' : 'Status saved.')
      onChanged()
    } catch (err) {
      const refused = conflictOf<LeadDetail>(err)
      if (refused) setConflict({ refused, status })
      else toast(errorMessage(err, 'The status could not be saved. Please try again.'), 'error')
    } finally {
      setBusy('')
      setAsking(null)
    }
  }

  /** Moves the lead to a stage; a lead someone else changed since is shown as it is now, to choose again. */
  const setStage = async (stage: LeadStage) => {
    setBusy('stage')
    try {
      setLead(
        await staffRequest<LeadDetail>(`/api/admin/contacts/${lead._id}/stage`, {
          method: 'PATCH',
          body: { stage },
          headers: { 'if-match': `"${lead.statusVersion}"` },
        }),
      )
      toast('Stage saved.')
      onChanged()
    } catch (err) {
      const refused = conflictOf<LeadDetail>(err)
      if (refused) {
        setLead(refused.current)
        toast(`${refused.message} The lead is shown as it is now: choose the stage again if you still want to.`, 'error')
      } else toast(errorMessage(err, 'The stage could not be saved. Please try again.'), 'error')
    } finally {
      setBusy('')
    }
  }

  const addNote = async (body: string) => {
    try {
      const note = await staffRequest<LeadNote>(`/api/admin/contacts/${lead._id}/notes`, { method: 'POST', body: { body } })
      setLead({ ...lead, notes: [...lead.notes, note] })
      toast('Note added.')
      return true
    } catch (err) {
      toast(errorMessage(err, 'The note could not be saved. Please try again.'), 'error')
      return false
    }
  }

  const sendAgain = async (mailId: string) => {
    setBusy(mailId)
    try {
      await staffRequest(`/api/admin/contacts/${lead._id}/mails/${mailId}/send-again`, { method: 'POST' })
      toast('The e-mail is on its way again.')
      reload()
    } catch (err) {
      toast(errorMessage(err, 'The e-mail could not be sent again. Please try again.'), 'error')
    } finally {
      setBusy('')
    }
  }

  const download = async (fileId: string, name: string) => {
    setBusy(fileId)
    try {
      await staffDownload(`/api/admin/contacts/${lead._id}/files/${fileId}`, name)
    } catch (err) {
      toast(errorMessage(err, 'The file could not be downloaded. Please try again.'), 'error')
    } finally {
      setBusy('')
    }
  }

  const unsubscribe = async () => {
    setBusy('unsubscribe')
    try {
      await staffRequest(`/api/admin/subscribers/${lead._id}`, { method: 'DELETE' })
      toast(`${lead.email} was unsubscribed.`)
      onChanged(true)
    } catch (err) {
      toast(errorMessage(err, 'The address could not be unsubscribed. Please try again.'), 'error')
    } finally {
      setBusy('')
      setAsking(null)
    }
  }

  const mailto = `mailto:${lead.email}?subject=${encodeURIComponent(lead.replySubject)}`
  return (
    <section className="lead-detail" aria-labelledby="lead-title">
      <button type="button" className="text-button lead-back" onClick={onBack}>
        ← Back to the list
      </button>
      <header className="lead-head">
        <div>
          <h2 id="lead-title" tabIndex={-1} ref={heading}>
            {lead.name || lead.email}
          </h2>
          <p className="lead-head-meta">
            <KindChip kind={lead.kind} /> <StatusChip lead={lead} /> <LanguageFlag lead={lead} /> <WaitingMark lead={lead} />{' '}
            <span className="muted">Received {formatDateTime(lead.createdAt)}</span>
          </p>
        </div>
        <div className="lead-actions">
          {lead.rentalApplicationId && (
            <Link className="admin-btn admin-btn-primary" to={`/admin/rental-applications?open=${lead.rentalApplicationId}`}>
              Review the application
            </Link>
          )}
          {lead.kind !== 'subscriber' && (
            <a className="admin-btn admin-btn-primary" href={mailto}>
              Reply by e-mail
            </a>
          )}
          {lead.phone && (
            <a className="admin-btn admin-btn-small" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
              Call {lead.phone}
            </a>
          )}
        </div>
      </header>

      {lead.kind === 'subscriber' ? (
        <div className="lead-section">
          <h3>Get Notified sign-up</h3>
          <p>
            {lead.email} · {lead.confirmed ? 'Confirmed' : 'Not confirmed yet'}
          </p>
          <button type="button" className="admin-btn admin-btn-small admin-btn-danger" onClick={() => setAsking({ kind: 'unsubscribe' })}>
            Unsubscribe
          </button>
        </div>
      ) : (
        <div className="lead-section">
          <h3 id="status-heading">Status</h3>
          <LeadStatusControl
            lead={lead}
            busy={busy === 'status'}
            onSet={(status) =>
              lead.kind === 'application' ? setAsking({ kind: 'status', status: status as ApplicationStatus }) : void setStatus(status)
            }
          />
          {conflict && (
            <ConflictPanel
              title="This lead's status"
              message={conflict.refused.message}
              mine={{ status: statusLabel(conflict.status) }}
              theirs={{
                status: statusLabel(
                  lead.kind === 'application' ? conflict.refused.current.applicationStatus : conflict.refused.current.status,
                ),
              }}
              busy={busy === 'status'}
              onLoadTheirs={() => {
                setLead(conflict.refused.current)
                setConflict(null)
                onChanged()
              }}
              onKeepMine={() => void setStatus(conflict.status, conflict.refused.current)}
            />
          )}
        </div>
      )}

      {lead.personId && (
        <div className="lead-section">
          <h3>Person</h3>
          <LeadPerson
            key={lead.personId}
            personId={lead.personId}
            leadId={lead._id}
            toast={toast}
            onMoved={() => {
              reload()
              onChanged()
            }}
          />
        </div>
      )}

      <div className="lead-section">
        <h3>Pipeline</h3>
        <LeadStageControl stage={lead.stage} busy={busy === 'stage'} onSet={(stage) => void setStage(stage)} />
        {lead.kind === 'sell-to-us' && (
          <DisclosurePanel
            key={lead._id}
            base={`/api/admin/contacts/${lead._id}`}
            toast={toast}
            recipient={{ name: lead.name, email: lead.email }}
          />
        )}
      </div>

      {lead.property && (
        <div className="lead-section">
          <h3>Property</h3>
          <a href={`/property/${lead.property._id}`} target="_blank" rel="noopener">
            {lead.property.title}
          </a>
          <div className="muted small">{lead.property.address}</div>
        </div>
      )}

      <div className="lead-section">
        <h3>What they sent</h3>
        <dl className="lead-fields">
          {lead.fields.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        {lead.message && (
          <>
            <h4>Message</h4>
            <p className="lead-message">{lead.message}</p>
          </>
        )}
      </div>

      {lead.references.length > 0 && (
        <div className="lead-section">
          <h3>References</h3>
          <ol className="lead-references">
            {lead.references.map((r, i) => (
              <li key={i}>
                <strong>{r.name}</strong>, {r.company}
                <div className="small">
                  <a href={`mailto:${r.email}`}>{r.email}</a> · <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>
                </div>
                <div className="small muted">{r.project}</div>
              </li>
            ))}
          </ol>
        </div>
      )}

      {lead.kind === 'application' && (
        <div className="lead-section">
          <h3>Files</h3>
          {lead.files.length === 0 ? (
            <p className="muted">No files were sent with this application.</p>
          ) : (
            <ul className="lead-files">
              {lead.files.map((f) => (
                <li key={f._id}>
                  <div>
                    <strong>{f.label}</strong>
                    <div className="small muted">
                      {f.name} · {formatBytes(f.bytes)}
                    </div>
                    {f.warnings.length > 0 && (
                      <div className="lead-file-warnings">
                        {f.warnings.map((w) => (
                          <span key={w} className="lead-flag" title="Open it only if you expected it from this applicant.">
                            <span aria-hidden="true">⚑</span> {FILE_WARNINGS[w]}
                          </span>
                        ))}
                      </div>
                    )}
                  </div>
                  <button
                    type="button"
                    className="admin-btn admin-btn-small"
                    disabled={busy === f._id}
                    onClick={() => void download(f._id, f.name)}
                    aria-label={`Download ${f.label}: ${f.name}`}
                  >
                    {busy === f._id ? 'Downloading…' : 'Download'}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="lead-section">
        <h3>E-mails</h3>
        <LeadMails mails={lead.mails} busyId={busy} onSendAgain={(id) => void sendAgain(id)} />
      </div>

      <div className="lead-section">
        <h3>Notes</h3>
        <LeadNotes notes={lead.notes} onAdd={addNote} />
      </div>

      <ConfirmDialog
        open={asking?.kind === 'status'}
        title={asking?.kind === 'status' ? `Mark as ${APPLICATION_STATUS_LABELS[asking.status]}?` : ''}
        message={`${lead.name || lead.email} at ${lead.email} will get an e-mail saying the application is now ${
          asking?.kind === 'status' ? APPLICATION_STATUS_LABELS[asking.status].toLowerCase() : ''
        }.`}
        confirmLabel="Change status and e-mail"
        busy={busy === 'status'}
        onConfirm={() => asking?.kind === 'status' && void setStatus(asking.status)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking?.kind === 'unsubscribe'}
        title="Unsubscribe this address?"
        message={`${lead.email} will no longer hear about upcoming listings. This cannot be undone.`}
        confirmLabel="Unsubscribe"
        danger
        busy={busy === 'unsubscribe'}
        onConfirm={() => void unsubscribe()}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}
