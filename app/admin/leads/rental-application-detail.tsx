import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { errorMessage, staffDownload } from '#app/admin/lib/request.ts'
import { megabytes } from '#core/file-kinds.ts'
import { formatBusinessTime } from '#core/business-time.ts'
import { EMPLOYMENT_STATUSES, RENTAL_FILE_FIELDS, RENTAL_STATUS_LABELS, type RentalFileField } from '#core/leads/rental-application.ts'
import type { RentalReview } from '#core/leads/adverse-action.ts'
import { RentalDecisionButtons } from './rental-decision.tsx'
import { AdverseNoticePanel } from './adverse-notice-panel.tsx'

// One rental application for staff's review (docs/decisions/0130-rental-applications.md): the household, every
// applicant's part, agreement and private files, and the status buttons. Approving asks first: it declines the home's
// other open applications and moves the listing to pending.

const employment = (value: string) => EMPLOYMENT_STATUSES.find((s) => s.value === value)?.label ?? value
const lines = (rows: Array<[string, string]>) => rows.filter(([, v]) => v.trim() !== '')

function Facts({ rows }: { rows: Array<[string, string]> }) {
  const shown = lines(rows)
  if (!shown.length) return <p className="admin-muted">None given.</p>
  return (
    <dl className="rental-facts">
      {shown.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

export function RentalApplicationReview({ id, onChanged }: { id: string; onChanged: (text: string, kind?: 'error') => void }) {
  const { data, error, reload } = useStaffData<RentalReview>(`/api/admin/rental-applications/${id}`)
  if (!data) return <p className={error ? 'admin-alert admin-alert-error' : 'admin-muted'}>{error || 'Loading…'}</p>
  const h = data.household

  return (
    <section className="admin-panel rental-review" aria-labelledby="rental-review-heading">
      <h2 id="rental-review-heading">
        {data.applicants[0]?.name ?? 'Application'}
        {data.listing ? ` for ${data.listing.title}` : ''}
      </h2>
      <p className="admin-muted">
        {data.listing?.address} · Sent {formatBusinessTime(data.createdAt)} ·{' '}
        <span className={`rental-status rental-status-${data.status}`}>{RENTAL_STATUS_LABELS[data.status]}</span>
        {data.statusReason ? ` · ${data.statusReason}` : ''}
      </p>
      <RentalDecisionButtons
        target={data}
        onChanged={(text, kind) => {
          onChanged(text, kind)
          if (!kind) reload()
        }}
      />
      {data.adverseNotice && <AdverseNoticePanel id={id} notice={data.adverseNotice} onError={(text) => onChanged(text, 'error')} />}

      <h3>Household</h3>
      <Facts
        rows={[
          ['Desired move-in', h.moveInDate],
          [
            'Household members',
            h.householdMembers.map((m) => [m.name, m.relationship, m.age && `age ${m.age}`].filter(Boolean).join(', ')).join('; '),
          ],
          ['Pets', h.pets.map((p) => [p.kind, p.breed, p.weight].filter(Boolean).join(', ')).join('; ')],
          ['Vehicles', h.vehicles.map((v) => [v.description, v.plate].filter(Boolean).join(', ')).join('; ')],
          [
            'Current address',
            [
              h.currentAddress.street,
              h.currentAddress.since && `since ${h.currentAddress.since}`,
              h.currentAddress.rent && `$${h.currentAddress.rent}/mo`,
              h.currentAddress.landlord,
              h.currentAddress.landlordPhone,
            ]
              .filter(Boolean)
              .join(', '),
          ],
          [
            'Previous address',
            [
              h.previousAddress.street,
              h.previousAddress.since && `since ${h.previousAddress.since}`,
              h.previousAddress.landlord,
              h.previousAddress.landlordPhone,
            ]
              .filter(Boolean)
              .join(', '),
          ],
          ['References', h.references.map((r) => [r.name, r.phone, r.relationship].filter(Boolean).join(', ')).join('; ')],
        ]}
      />

      {data.applicants.map((a) => (
        <div key={a._id} className="rental-applicant">
          <h3>
            {a.name} <span className="admin-muted">({a.role === 'main' ? 'main applicant' : 'co-applicant'})</span>
          </h3>
          <Facts
            rows={[
              ['Email', a.email],
              ['Phone', a.phone],
              ['Part', a.completedAt ? `Completed ${formatBusinessTime(a.completedAt)}` : 'Not completed yet'],
            ]}
          />
          {a.part && (
            <Facts
              rows={[
                ['Employment', employment(a.part.employmentStatus)],
                [
                  'Employer',
                  [a.part.employer, a.part.jobTitle, a.part.employedSince && `since ${a.part.employedSince}`].filter(Boolean).join(', '),
                ],
                ['Monthly income', `$${Number(a.part.monthlyIncome).toLocaleString('en-US')}`],
                ['Other income', a.part.otherIncome],
              ]}
            />
          )}
          {a.consent.length > 0 && <Facts rows={a.consent.map((c) => [c.label, c.value] as [string, string])} />}
          {a.files.length > 0 && (
            <ul className="rental-files" aria-label={`Files of ${a.name}`}>
              {a.files.map((f) => (
                <li key={f._id}>
                  <button
                    type="button"
                    className="admin-btn admin-btn-small"
                    onClick={() =>
                      void staffDownload(`/api/admin/rental-applications/${id}/files/${f._id}`, f.name).catch((err: unknown) =>
                        onChanged(errorMessage(err, 'The file could not be downloaded.'), 'error'),
                      )
                    }
                  >
                    Download {RENTAL_FILE_FIELDS[f.field as RentalFileField]?.label ?? f.field}: {f.name}
                  </button>{' '}
                  <span className="admin-muted">{megabytes(f.bytes)} MB</span>
                  {f.warnings && <span className="admin-alert-inline"> Check before opening: {f.warnings}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  )
}
