import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { formatPrice } from '#core/format.ts'
import { RENTAL_STATUS_LABELS } from '#core/leads/rental-application.ts'
import type { CompareRow, RentalCompare } from '#core/leads/rental-compare.ts'
import { RentalDecisionButtons } from './rental-decision.tsx'

// A home's applicants side by side (docs/decisions/0151-rental-applications-as-leads.md): one column per application,
// one row per criterion, each miss said in words beside its mark; the first column stays in view while the table
// scrolls sideways on a phone. Approving and declining go through the one decision path.

const ratio = (r: CompareRow) => (r.incomeRatio === null ? 'rent unknown' : `${r.incomeRatio}× the rent`)

const people = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The rows compared against a criterion: the label, what each application says, and which of its misses belongs there. */
const CRITERIA_ROWS: ReadonlyArray<[string, (r: CompareRow) => string, RegExp]> = [
  [
    'Household',
    (r) => `${people(r.occupants, 'person', 'people')} (${people(r.applicants.length, 'applicant', 'applicants')})`,
    /over the limit/,
  ],
  ['Monthly income', (r) => `${formatPrice(r.monthlyIncome)}, ${ratio(r)}`, /^Income/],
  ['Move-in', (r) => r.moveInDate, /no longer available/],
  ['Pets', (r) => r.pets, /pet policy/],
  ['Documents', (r) => r.documents, /^Missing|not completed/],
]

function Cell({ miss, children }: { miss?: string; children: React.ReactNode }) {
  return (
    <td className={miss ? 'rental-miss' : undefined}>
      {children}
      {miss && (
        <strong className="rental-miss-words">
          <span aria-hidden="true">⚠ </span>
          {miss}
        </strong>
      )}
    </td>
  )
}

export function RentalCompareView({ listingId, onChanged }: { listingId: string; onChanged: (text: string, kind?: 'error') => void }) {
  const { data, error, reload } = useStaffData<RentalCompare>(`/api/admin/rental-applications/compare?listingId=${listingId}`)
  if (!data) return <p className={error ? 'admin-alert admin-alert-error' : 'admin-muted'}>{error || 'Loading…'}</p>
  const { listing, criteria, rows } = data
  const missOf = (r: CompareRow, pattern: RegExp) => r.misses.find((m) => pattern.test(m))
  const changed = (text: string, kind?: 'error') => {
    onChanged(text, kind)
    if (!kind) reload()
  }
  const target = (r: CompareRow) => ({ ...r, listing: { title: listing.title, address: listing.address } })

  return (
    <div className="rental-compare">
      <dl className="rental-facts">
        <div>
          <dt>Rent</dt>
          <dd>{formatPrice(listing.price)} a month</dd>
        </div>
        <div>
          <dt>Income asked</dt>
          <dd>
            {criteria.incomeMultiple}× the rent ({formatPrice(listing.price * criteria.incomeMultiple)} a month)
          </dd>
        </div>
        <div>
          <dt>Occupancy limit</dt>
          <dd>
            {criteria.occupancyLimit}
            {data.occupancyLimit !== null && ` (${data.occupancyLimit} people for ${listing.bedrooms} bedrooms)`}
          </dd>
        </div>
        <div>
          <dt>Pet policy</dt>
          <dd>{[criteria.petPolicy, listing.petPolicy].filter(Boolean).join(' ')}</dd>
        </div>
        <div>
          <dt>Availability</dt>
          <dd>{listing.status === 'available' ? 'Available now' : `Not available (${listing.status})`}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className="admin-muted">No applications for this home.</p>
      ) : (
        <div className="rental-compare-wrap" tabIndex={0} role="region" aria-labelledby="rental-compare-caption">
          <table className="admin-table rental-compare-table">
            <caption id="rental-compare-caption">Applicants for {listing.title}, side by side against its criteria</caption>
            <thead>
              <tr>
                <th scope="col">Criterion</th>
                {rows.map((r) => (
                  <th scope="col" key={r._id}>
                    {r.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Status</th>
                {rows.map((r) => (
                  <td key={r._id}>
                    <span className={`rental-status rental-status-${r.status}`}>{RENTAL_STATUS_LABELS[r.status]}</span>
                  </td>
                ))}
              </tr>
              {CRITERIA_ROWS.map(([label, show, miss]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {rows.map((r) => (
                    <Cell key={r._id} miss={missOf(r, miss)}>
                      {show(r)}
                    </Cell>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">Criteria</th>
                {rows.map((r) => (
                  <td key={r._id}>{r.misses.length ? `${r.misses.length} missed` : 'Meets every criterion'}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Decision</th>
                {rows.map((r) => (
                  <td key={r._id}>
                    <RentalDecisionButtons target={target(r)} onChanged={changed} label={r.name} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
