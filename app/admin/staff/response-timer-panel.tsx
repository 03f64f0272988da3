import { useMemo, useState } from 'react'
import { ResponseTimerBodySchema, type ResponseTimer, type ResponseTimerBody } from '#core/leads/response-timer.ts'
import { useCheckedSettings, useSettings } from '#app/admin/lib/use-settings.ts'
import { SettingsFormEnd } from '#app/admin/ui/form-outcome.tsx'
import { NumberFields, type NumberFieldSpec } from '#app/admin/ui/field.tsx'
import { businessZoneName } from '#core/business-time.ts'
import timerCss from '#app/admin/staff/response-timer.css?inline'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { WeekHours } from '#app/admin/ui/week-hours.tsx'
import { FieldProblemsProvider } from '#app/admin/ui/field-problems.tsx'

// The first-response timer's settings (docs/decisions/0123-first-response-timer.md), beside the routing rules on the
// Staff users screen: the office hours per weekday, the target a lead's owner should answer within, and the limit
// after which an unanswered lead moves to the next person (empty: never).

type Days = ResponseTimerBody['days']

const minutesOf = (text: string): number | null => (text.trim() === '' ? null : Number(text))

const LIMITS: Array<NumberFieldSpec<'targetMinutes' | 'limitMinutes'>> = [
  { name: 'targetMinutes', label: 'First response target (office minutes)', min: 5, whole: true },
  { name: 'limitMinutes', label: 'Reassign after (office minutes)', min: 5, whole: true, hint: 'Leave empty to never move a lead on.' },
]

export function ResponseTimerPanel() {
  const [days, setDays] = useState<Days>([])
  const [minutes, setMinutes] = useState({ targetMinutes: '', limitMinutes: '' })
  const { data, error, outcome, setOutcome, busy, save } = useSettings<ResponseTimer>(
    '/api/admin/leads/response-timer',
    { saved: 'Office hours and response times saved.', what: 'settings' },
    (read) => {
      setDays(read.days)
      setMinutes({ targetMinutes: String(read.targetMinutes), limitMinutes: read.limitMinutes === null ? '' : String(read.limitMinutes) })
    },
  )

  const body = (): unknown => ({ days, targetMinutes: minutesOf(minutes.targetMinutes), limitMinutes: minutesOf(minutes.limitMinutes) })
  const settings = { save, setOutcome }
  const { errors, submit } = useCheckedSettings(ResponseTimerBodySchema, body, settings)
  const labels = useMemo(() => new Map<string, string>(), [])

  return (
    <section className="admin-panel response-timer" aria-labelledby="response-timer-heading">
      <InlineStyle name="admin-response-timer" css={timerCss} />
      <h2 id="response-timer-heading">First response</h2>
      <p className="admin-muted">
        How soon a new lead’s owner should answer it, counted in office hours ({businessZoneName()}). Past the target the owner is reminded
        by e-mail, once; past the limit the lead moves to the next person of its routing rule, with a note saying why. A note, a change of
        status or stage counts as the answer.
      </p>
      {error && !data && <p className="admin-alert admin-alert-error">{error}</p>}
      {data && (
        <form onSubmit={submit} noValidate>
          <FieldProblemsProvider problems={errors} labels={labels}>
            <WeekHours
              legend="Office hours"
              idPrefix="office"
              week={days.map((d) => ({ on: !d.closed, open: d.open, close: d.close }))}
              verb="Open"
              offText="Closed"
              closePath={(i) => `days.${i}.close`}
              onChange={(week) =>
                setDays((all) => all.map((d, i) => ({ ...d, closed: !week[i].on, open: week[i].open, close: week[i].close })))
              }
            />
          </FieldProblemsProvider>
          <div className="response-timer-limits">
            <NumberFields
              fields={LIMITS}
              values={minutes}
              errors={errors}
              onChange={(name, value) => setMinutes((m) => ({ ...m, [name]: value }))}
            />
          </div>
          <SettingsFormEnd label="Save response timer" busy={busy} outcome={outcome} errors={errors} />
        </form>
      )}
    </section>
  )
}
