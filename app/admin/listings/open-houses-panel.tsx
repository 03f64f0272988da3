import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { Listing } from '#core/listings/listing.ts'
import { OPEN_HOUSE_DAYS_AHEAD, openHouseInputSchema, type OpenHouse, type StaffOpenHouse } from '#core/listings/open-house.ts'
import { omahaDateAndTime, openHouseDay, openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { staffRequest, errorMessage, submitForm } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { Field } from '#app/admin/ui/field.tsx'
import { FieldProblemsProvider, problemsOf, useFieldProblem, type Problems } from '#app/admin/ui/field-problems.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import type { ListingPartProps } from './photo-manager.tsx'
import { FormSection } from './form-fields.tsx'
import css from './open-houses.css?inline'

// The listing editor's open houses (docs/decisions/0112-open-houses.md): the ones that have not ended, soonest first,
// each with a cancel that asks first; a form for a day and hours on Omaha's clock, checked with the schema the
// server uses, its problems next to the fields. Saved on its own, like the photos. Each open house, and those that
// ended in the last 30 days, shows how many visitors signed in and links to its printable sign-in sheet
// (docs/decisions/0115-open-house-sign-in.md).

const FAILED = 'The open house could not be saved. Check the connection and try again.'
const EMPTY = { date: '', startTime: '', endTime: '' }

function OpenHouseField({
  path,
  label,
  ...input
}: { path: keyof typeof EMPTY; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const problem = useFieldProblem(path, label)
  return <Field label={label} error={problem} name={path} {...input} />
}

export function OpenHousesPanel({ property, onChange, notify }: ListingPartProps) {
  const confirm = useConfirm()
  const [values, setValues] = useState(EMPTY)
  const [problems, setProblems] = useState<Problems>({})
  const [saving, setSaving] = useState(false)
  const labels = useMemo(() => new Map<string, string>(), [])
  const scheduled = property.openHouses ?? []
  const base = `/api/admin/properties/${property._id}/open-houses`
  // Read again whenever the listing's open houses change; until then, the listing's own list without counts.
  const withSignIns = useStaffData<{ items: StaffOpenHouse[] }>(base, { refreshKey: scheduled.map((o) => o._id).join() })
  const openHouses: Array<OpenHouse & Partial<StaffOpenHouse>> = withSignIns.data?.items ?? scheduled
  // The date picker's range, from the clock when the panel opens (the schema checks again at each add).
  const [{ today, lastDay }] = useState(() => {
    const now = Date.now()
    return {
      today: omahaDateAndTime(new Date(now)).date,
      lastDay: omahaDateAndTime(new Date(now + OPEN_HOUSE_DAYS_AHEAD * 86_400_000)).date,
    }
  })

  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }))
    if (problems[key]) setProblems(({ [key]: _fixed, ...rest }) => rest)
  }

  async function add(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const checked = openHouseInputSchema().safeParse(values)
    if (!checked.success) return setProblems(problemsOf(checked.error.issues))
    const post = () => staffRequest<Listing>(base, { method: 'POST', body: checked.data })
    const saved = await submitForm(post, { saving: setSaving, fields: setProblems, failed: (w) => notify('error', w), fallback: FAILED })
    if (!saved) return
    onChange(saved)
    setValues(EMPTY)
    setProblems({})
    notify('success', 'Open house scheduled.')
  }

  async function cancel(openHouse: OpenHouse) {
    const when = `${openHouseLongDay(openHouse.startsAt)}, ${openHouseHours(openHouse.startsAt, openHouse.endsAt)}`
    if (
      !(await confirm({
        title: 'Cancel this open house?',
        message: `The open house on ${when} leaves the listing page, the cards and the search at once.`,
        confirmLabel: 'Cancel open house',
      }))
    )
      return
    try {
      onChange(await staffRequest<Listing>(`${base}/${openHouse._id}`, { method: 'DELETE' }))
      notify('success', 'Open house cancelled.')
    } catch (err) {
      notify('error', errorMessage(err, FAILED))
    }
  }

  return (
    <div className="pe-wide oh-panel">
      <InlineStyle name="admin-open-houses" css={css} />
      {openHouses.length === 0 ? (
        <p className="pe-empty">No open houses scheduled.</p>
      ) : (
        <ul className="oh-list" aria-label="Scheduled open houses">
          {openHouses.map((o) => (
            <li key={o._id}>
              <span className="oh-when">
                <strong>
                  {openHouseDay(o.startsAt)}
                  {o.ended && <span className="admin-tag oh-ended">Ended</span>}
                </strong>
                <span>{openHouseHours(o.startsAt, o.endsAt)}</span>
              </span>
              {o.signIns !== undefined && <span className="oh-count">{o.signIns === 1 ? '1 sign-in' : `${o.signIns} sign-ins`}</span>}
              <span className="oh-actions">
                <Link
                  className="admin-btn admin-btn-small admin-btn-secondary"
                  to={`/admin/properties/${property._id}/open-houses/${o._id}/sheet`}
                >
                  Sign-in sheet<span className="sr-only"> for {openHouseDay(o.startsAt)}</span>
                </Link>
                {!o.ended && (
                  <button type="button" className="admin-btn admin-btn-small pe-danger" onClick={() => void cancel(o)}>
                    Cancel<span className="sr-only"> the open house on {openHouseDay(o.startsAt)}</span>
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <FieldProblemsProvider problems={problems} labels={labels}>
        <form className="oh-form" onSubmit={(e) => void add(e)} noValidate aria-label="Schedule an open house">
          <OpenHouseField path="date" label="Day" type="date" min={today} max={lastDay} value={values.date} onChange={set('date')} />
          <OpenHouseField path="startTime" label="Starts" type="time" step={900} value={values.startTime} onChange={set('startTime')} />
          <OpenHouseField path="endTime" label="Ends" type="time" step={900} value={values.endTime} onChange={set('endTime')} />
          <button type="submit" className="admin-btn admin-btn-secondary" disabled={saving}>
            {saving ? 'Scheduling…' : 'Add open house'}
          </button>
        </form>
      </FieldProblemsProvider>
    </div>
  )
}

/** The editor's "Open houses" section; a listing not saved yet has none to schedule. */
export function OpenHousesSection({ property, ...part }: Omit<ListingPartProps, 'property'> & { property: Listing | null }) {
  return (
    <FormSection
      id="pe-open-houses"
      title="Open houses"
      lead="Days and times on Omaha’s clock. Visitors see them on the listing page and its card, and can filter for them."
    >
      {property ? (
        <OpenHousesPanel property={property} {...part} />
      ) : (
        <p className="pe-empty pe-wide">Save the listing first; then schedule its open houses here.</p>
      )}
    </FormSection>
  )
}
