import { useState } from 'react'
import { ResponseTimerBodySchema, WEEKDAY_NAMES, type ResponseTimer, type ResponseTimerBody } from '#core/leads/response-timer.ts'
import { useSettings } from '#app/admin/lib/use-settings.ts'
import { SettingsFormEnd } from '#app/admin/ui/form-outcome.tsx'
import { Field } from '#app/admin/ui/field.tsx'
import { schemaErrors } from '#app/ui/forms/schema-errors.ts'
import { businessZoneName } from '#core/business-time.ts'
import timerCss from '#app/admin/staff/response-timer.css?inline'
import { InlineStyle } from '#app/ui/inline-style.tsx'

// The first-response timer's settings (docs/decisions/0123-first-response-timer.md), beside the routing rules on the
// Staff users screen: the office hours per weekday, the target a lead's owner should answer within, and the limit
// after which an unanswered lead moves to the next person (empty: never).

type Days = ResponseTimerBody['days']

const minutesOf = (text: string): number | null => (text.trim() === '' ? null : Number(text))

export function ResponseTimerPanel() {
  const [days, setDays] = useState<Days>([])
  const [target, setTarget] = useState('')
  const [limit, setLimit] = useState('')
  // Once a save was refused for its fields, the problems are worked out again at each change, so a fixed one goes at once.
  const [checking, setChecking] = useState(false)
  const { data, error, outcome, setOutcome, busy, save } = useSettings<ResponseTimer>(
    '/api/admin/leads/response-timer',
    { saved: 'Office hours and response times saved.', what: 'settings' },
    (read) => {
      setDays(read.days)
      setTarget(String(read.targetMinutes))
      setLimit(read.limitMinutes === null ? '' : String(read.limitMinutes))
    },
  )

  const body = (): unknown => ({ days, targetMinutes: minutesOf(target), limitMinutes: minutesOf(limit) })
  const check = (): { data?: ResponseTimerBody; errors: Record<string, string> } => {
    const parsed = ResponseTimerBodySchema.safeParse(body())
    return parsed.success ? { data: parsed.data, errors: {} } : { errors: schemaErrors(parsed.error) }
  }
  const errors = checking ? check().errors : {}
  const changeDay = (day: number, patch: Partial<Days[number]>) =>
    setDays((all) => all.map((d) => (d.day === day ? { ...d, ...patch } : d)))

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const checked = check()
    setChecking(true)
    setOutcome({})
    if (checked.data) void save(checked.data)
  }

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
          <fieldset className="response-timer-week">
            <legend>Office hours</legend>
            {days.map((d) => (
              <OfficeDayFields key={d.day} day={d} error={errors[`days.${d.day}.close`]} onChange={(patch) => changeDay(d.day, patch)} />
            ))}
          </fieldset>
          <div className="response-timer-limits">
            <Field
              label="First response target (office minutes)"
              name="targetMinutes"
              type="number"
              inputMode="numeric"
              min={5}
              value={target}
              onChange={(e) => setTarget(e.currentTarget.value)}
              error={errors.targetMinutes}
            />
            <Field
              label="Reassign after (office minutes)"
              name="limitMinutes"
              type="number"
              inputMode="numeric"
              min={5}
              value={limit}
              onChange={(e) => setLimit(e.currentTarget.value)}
              hint="Leave empty to never move a lead on."
              error={errors.limitMinutes}
            />
          </div>
          <SettingsFormEnd busy={busy} label="Save response timer" outcome={outcome} errors={errors} />
        </form>
      )}
    </section>
  )
}

/** One weekday: open or closed, and its hours. */
function OfficeDayFields({
  day,
  error,
  onChange,
}: {
  day: Days[number]
  error?: string
  onChange: (patch: Partial<Days[number]>) => void
}) {
  const name = WEEKDAY_NAMES[day.day]
  const id = `office-${day.day}`
  return (
    <div className="response-timer-day">
      <label className="response-timer-open">
        <input type="checkbox" checked={!day.closed} onChange={(e) => onChange({ closed: !e.currentTarget.checked })} />
        {name}
      </label>
      {day.closed ? (
        <span className="admin-muted">Closed</span>
      ) : (
        <span className="response-timer-hours">
          <label htmlFor={`${id}-open`} className="sr-only">
            {name} opens
          </label>
          <input id={`${id}-open`} type="time" value={day.open} onChange={(e) => onChange({ open: e.currentTarget.value })} />
          <span aria-hidden="true">to</span>
          <label htmlFor={`${id}-close`} className="sr-only">
            {name} closes
          </label>
          <input
            id={`${id}-close`}
            type="time"
            value={day.close === '24:00' ? '23:59' : day.close}
            onChange={(e) => onChange({ close: e.currentTarget.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-close-error` : undefined}
          />
        </span>
      )}
      {error && !day.closed && (
        <p id={`${id}-close-error`} className="field-error">
          {name}: {error.toLowerCase()}
        </p>
      )}
    </div>
  )
}
