import { useMemo, useState } from 'react'
import { ShowingHoursSchema, type StaffShowingHours } from '#core/leads/showing-settings.ts'
import { formatTourDate } from '#core/leads/showings.ts'
import { businessDate } from '#core/business-time.ts'
import { staffRequest, submitForm } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { FieldProblemsProvider, problemsOf, type Problems } from '#app/admin/ui/field-problems.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { WeekHours, type WeekDay } from '#app/admin/ui/week-hours.tsx'
import css from '#app/admin/listings/showing-settings.css?inline'

// An agent's weekly showing hours and days off (docs/decisions/0129-showing-settings-on-their-records.md), in the
// agent's editor below their card. Saved on its own; each save is a version of the agent. Until the first save the
// office hours (the response timer's settings) apply, and the form starts from them.

const FAILED = 'The showing hours could not be saved. Check the connection and try again.'
export function AgentShowingHours({ agentId, editable }: { agentId: string; editable: boolean }) {
  const base = `/api/admin/agents/${agentId}/showing-hours`
  const stored = useStaffData<StaffShowingHours>(base)
  const [week, setWeek] = useState<WeekDay[] | null>(null)
  const [daysOff, setDaysOff] = useState<string[]>([])
  const [newDay, setNewDay] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const [saving, setSaving] = useState(false)
  const [said, setSaid] = useState('')
  const labels = useMemo(() => new Map<string, string>(), [])

  // The form starts from the stored hours once they are read (adjusted during render).
  if (stored.data && !week) {
    setWeek(stored.data.hours.week.map((d) => ({ on: d !== null, open: d?.open ?? '09:00', close: d?.close ?? '17:00' })))
    setDaysOff(stored.data.hours.daysOff)
  }

  if (!week || !stored.data) return <p className="muted">{stored.error || 'Loading showing hours…'}</p>

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setSaid('')
    const body = { week: week!.map((d) => (d.on ? { open: d.open, close: d.close } : null)), daysOff }
    const checked = ShowingHoursSchema.safeParse(body)
    if (!checked.success) return setProblems(problemsOf(checked.error.issues))
    const put = () => staffRequest<StaffShowingHours>(base, { method: 'PUT', body: checked.data })
    const saved = await submitForm(put, { saving: setSaving, fields: setProblems, failed: setSaid, fallback: FAILED })
    if (!saved) return
    setDaysOff(saved.hours.daysOff)
    setProblems({})
    setSaid('Showing hours saved.')
  }

  const addDayOff = () => {
    if (newDay && !daysOff.includes(newDay)) setDaysOff([...daysOff, newDay].sort())
    setNewDay('')
  }

  return (
    <section className="showing-hours" aria-labelledby="showing-hours-title">
      <InlineStyle name="admin-showing-settings" css={css} />
      <h3 id="showing-hours-title">Showing hours</h3>
      <p className="muted small">
        {stored.data.usesOfficeHours
          ? 'Not set yet: the office hours apply. Tours are offered only inside these hours, Omaha time.'
          : 'Tours of this agent’s listings are offered only inside these hours, Omaha time.'}
      </p>
      <FieldProblemsProvider problems={problems} labels={labels}>
        <form onSubmit={(e) => void save(e)} noValidate aria-label="Showing hours">
          <WeekHours
            legend="Weekly hours"
            idPrefix="showing-day"
            week={week}
            verb="Shows"
            offText="No showings"
            closePath={(i) => `week.${i}.close`}
            disabled={!editable}
            onChange={setWeek}
          />
          <fieldset className="showing-week" disabled={!editable}>
            <legend>Days off</legend>
            {daysOff.length === 0 ? (
              <p className="muted small">No single days off.</p>
            ) : (
              <ul className="showing-days-off" aria-label="Days off">
                {daysOff.map((d) => (
                  <li key={d}>
                    {formatTourDate(d)}, {d.slice(0, 4)}
                    <button
                      type="button"
                      className="admin-btn admin-btn-small admin-btn-secondary"
                      onClick={() => setDaysOff(daysOff.filter((x) => x !== d))}
                    >
                      Remove<span className="sr-only"> {formatTourDate(d)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="week-day-times">
              <label htmlFor="showing-day-off">Add a day off</label>
              <input id="showing-day-off" type="date" min={businessDate()} value={newDay} onChange={(e) => setNewDay(e.target.value)} />
              <button type="button" className="admin-btn admin-btn-small admin-btn-secondary" onClick={addDayOff} disabled={!newDay}>
                Add day off
              </button>
            </div>
          </fieldset>
          {editable && (
            <button type="submit" className="admin-btn admin-btn-primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save showing hours'}
            </button>
          )}
          <p role="status" className="small">
            {said}
          </p>
        </form>
      </FieldProblemsProvider>
    </section>
  )
}
