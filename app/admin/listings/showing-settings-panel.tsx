import { useMemo, useState } from 'react'
import type { Listing } from '#core/listings/listing.ts'
import type { StaffAgent } from '#core/people/people.ts'
import { ShowingSettingsSchema, type StaffShowingSettings } from '#core/leads/showing-settings.ts'
import { SHOWING_LIMITS, type ShowingSettings } from '#core/leads/showings.ts'
import { staffRequest, submitForm } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { Field } from '#app/admin/ui/field.tsx'
import { FieldProblemsProvider, problemsOf, useFieldProblem, type Problems } from '#app/admin/ui/field-problems.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { Options } from '#app/ui/forms/options.tsx'
import { FormSection } from './form-fields.tsx'
import css from './showing-settings.css?inline'

// The listing editor's showing settings (docs/decisions/0129-showing-settings-on-their-records.md): who shows the
// listing, instant booking or approve-first, length, buffer, notice and parties per slot. Saved on its own, like the
// open houses; each save is a version of the listing. The tour form offers only the slots these leave free.

const FAILED = 'The showing settings could not be saved. Check the connection and try again.'
type NumberKey = 'lengthMinutes' | 'bufferMinutes' | 'noticeHours' | 'partiesPerSlot'
const NUMBERS: Array<{ name: NumberKey; label: string; hint: string }> = [
  { name: 'lengthMinutes', label: 'Showing length (minutes)', hint: 'How long one showing takes.' },
  { name: 'bufferMinutes', label: 'Buffer between showings (minutes)', hint: 'Travel and rest after each showing.' },
  { name: 'noticeHours', label: 'Minimum notice (hours)', hint: 'How far ahead a visitor must book.' },
  { name: 'partiesPerSlot', label: 'Parties per slot', hint: 'How many visitors may book the same time slot.' },
]

/** Whole numbers within the setting's limits. */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', step: 1 } as const

function NumberField({ name, label, hint, value, onChange }: (typeof NUMBERS)[number] & { value: string; onChange: (v: string) => void }) {
  const problem = useFieldProblem(name, label)
  const field = { label, hint, name, value, ...WHOLE_NUMBER, ...SHOWING_LIMITS[name] }
  return <Field {...field} error={problem} onChange={(e) => onChange(e.target.value)} />
}

function ShowingSettingsPanel({ property, notify }: { property: Listing; notify: (kind: 'success' | 'error', text: string) => void }) {
  const base = `/api/admin/properties/${property._id}/showing-settings`
  const stored = useStaffData<StaffShowingSettings>(base)
  const agents = useStaffData<StaffAgent[]>('/api/admin/agents')
  const [values, setValues] = useState<Record<string, string> | null>(null)
  const [problems, setProblems] = useState<Problems>({})
  const [saving, setSaving] = useState(false)
  const labels = useMemo(() => new Map<string, string>(), [])

  // The form starts from the stored settings once they are read (adjusted during render).
  if (stored.data && !values) setValues(textsOf(stored.data.settings))

  if (!values || !stored.data) return <p className="pe-empty pe-wide">{stored.error || 'Loading showing settings…'}</p>
  const set = (key: string) => (value: string) => {
    setValues((v) => ({ ...v!, [key]: value }))
    if (problems[key]) setProblems(({ [key]: _fixed, ...rest }) => rest)
  }
  const own = stored.data.listingAgentName

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const checked = ShowingSettingsSchema.safeParse(settingsOf(values!))
    if (!checked.success) return setProblems(problemsOf(checked.error.issues))
    const put = () => staffRequest<StaffShowingSettings>(base, { method: 'PUT', body: checked.data })
    const saved = await submitForm(put, { saving: setSaving, fields: setProblems, failed: (w) => notify('error', w), fallback: FAILED })
    if (!saved) return
    setValues(textsOf(saved.settings))
    setProblems({})
    notify('success', 'Showing settings saved.')
  }

  return (
    <div className="pe-wide showing-settings">
      <InlineStyle name="admin-showing-settings" css={css} />
      <FieldProblemsProvider problems={problems} labels={labels}>
        <form onSubmit={(e) => void save(e)} noValidate aria-label="Showing settings">
          <div className="field">
            <label htmlFor="showing-agent">Shown by</label>
            <select id="showing-agent" name="agentId" value={values.agentId} onChange={(e) => set('agentId')(e.target.value)}>
              <option value="">The listing’s agent{own ? ` (${own})` : ''}</option>
              <Options
                items={(agents.data ?? [])
                  .filter((a) => a.isActive || a._id === values.agentId)
                  .map((a) => ({ value: a._id, label: a.name }))}
              />
            </select>
          </div>
          <fieldset className="admin-fieldset showing-booking">
            <legend>Booking</legend>
            <label>
              <input type="radio" name="instant" value="no" checked={values.instant === 'no'} onChange={() => set('instant')('no')} />{' '}
              Approve each request first
            </label>
            <label>
              <input type="radio" name="instant" value="yes" checked={values.instant === 'yes'} onChange={() => set('instant')('yes')} />{' '}
              Book instantly
            </label>
          </fieldset>
          <div className="showing-numbers">
            {NUMBERS.map((n) => (
              <NumberField key={n.name} {...n} value={values[n.name]} onChange={set(n.name)} />
            ))}
          </div>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save showing settings'}
          </button>
        </form>
      </FieldProblemsProvider>
    </div>
  )
}

const textsOf = (s: ShowingSettings): Record<string, string> => ({
  agentId: s.agentId ?? '',
  instant: s.instant ? 'yes' : 'no',
  lengthMinutes: String(s.lengthMinutes),
  bufferMinutes: String(s.bufferMinutes),
  noticeHours: String(s.noticeHours),
  partiesPerSlot: String(s.partiesPerSlot),
})

/** The fields as the schema reads them; a blank number is left undefined so its message says to enter one. */
const settingsOf = (v: Record<string, string>) => {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text))
  return {
    agentId: v.agentId || null,
    instant: v.instant === 'yes',
    lengthMinutes: number(v.lengthMinutes),
    bufferMinutes: number(v.bufferMinutes),
    noticeHours: number(v.noticeHours),
    partiesPerSlot: number(v.partiesPerSlot),
  }
}

/** The editor's "Showings" section; a listing not saved yet has no settings to change. */
export function ShowingSettingsSection({
  property,
  notify,
}: {
  property: Listing | null
  notify: (kind: 'success' | 'error', text: string) => void
}) {
  return (
    <FormSection
      id="pe-showings"
      title="Showings"
      lead="Who shows this home and how visitors book a tour. The tour form offers only the time slots these settings and the agent’s hours leave free."
    >
      {property ? (
        <ShowingSettingsPanel property={property} notify={notify} />
      ) : (
        <p className="pe-empty pe-wide">Save the listing first; then set how it is shown here.</p>
      )}
    </FormSection>
  )
}
