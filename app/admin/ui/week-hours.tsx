import { useFieldProblem } from '#app/admin/ui/field-problems.tsx'
import { WEEKDAY_NAMES } from '#core/leads/office-hours.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import css from './week-hours.css?inline'

// A weekly schedule, Sunday first: the office hours of the response timer and each agent's showing hours. Each day is
// on or off and, when on, has its hours; a problem with a day's hours (closing before opening) is shown under it,
// found at the form's path for the day's closing time.

export interface WeekDay {
  on: boolean
  open: string
  close: string
}

function DayRow({
  index,
  day,
  id,
  verb,
  offText,
  closePath,
  onChange,
}: {
  index: number
  day: WeekDay
  id: string
  verb: string
  offText: string
  closePath: string
  onChange: (day: WeekDay) => void
}) {
  const name = WEEKDAY_NAMES[index]
  const problem = useFieldProblem(closePath, `${name} to`)
  return (
    <div className="week-day">
      <strong>{name}</strong>
      <label className="week-day-on">
        <input type="checkbox" checked={day.on} onChange={(e) => onChange({ ...day, on: e.target.checked })} /> {verb}
        <span className="sr-only"> on {name}</span>
      </label>
      {day.on ? (
        <span className="week-day-times">
          <label htmlFor={`${id}-open`} className="sr-only">
            {name} from
          </label>
          <input id={`${id}-open`} type="time" step={900} value={day.open} onChange={(e) => onChange({ ...day, open: e.target.value })} />
          <span aria-hidden="true">to</span>
          <label htmlFor={`${id}-close`} className="sr-only">
            {name} to
          </label>
          <input
            id={`${id}-close`}
            type="time"
            step={900}
            value={day.close === '24:00' ? '23:59' : day.close}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => onChange({ ...day, close: e.target.value })}
          />
        </span>
      ) : (
        <span className="week-day-times muted">{offText}</span>
      )}
      {problem && day.on && (
        <p id={`${id}-error`} className="field-error">
          {name}: {problem.charAt(0).toLowerCase() + problem.slice(1)}
        </p>
      )}
    </div>
  )
}

/** The seven days of `week` in a fieldset; `verb` names a day that is on ("Open", "Shows"), `offText` one that is not. */
export function WeekHours({
  legend,
  idPrefix,
  week,
  verb,
  offText,
  closePath,
  disabled,
  onChange,
}: {
  legend: string
  idPrefix: string
  week: WeekDay[]
  verb: string
  offText: string
  closePath: (index: number) => string
  disabled?: boolean
  onChange: (week: WeekDay[]) => void
}) {
  return (
    <fieldset className="admin-fieldset week-hours" disabled={disabled}>
      <InlineStyle name="admin-week-hours" css={css} />
      <legend>{legend}</legend>
      {week.map((day, i) => (
        <DayRow
          key={WEEKDAY_NAMES[i]}
          index={i}
          day={day}
          id={`${idPrefix}-${i}`}
          verb={verb}
          offText={offText}
          closePath={closePath(i)}
          onChange={(d) => onChange(week.map((w, j) => (j === i ? d : w)))}
        />
      ))}
    </fieldset>
  )
}
