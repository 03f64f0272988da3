import { InlineStyle } from '#app/ui/inline-style.tsx'
import css from './lead-paint-notice.css?inline'
import { LEAD_PAINT_URL, LEAD_PAINT_YEAR, needsLeadPaintNotice } from '#core/listings/lead-paint.ts'
import { useT } from '#app/i18n/use-t.ts'

/**
 * A listing's lead-based paint notice (docs/decisions/0156-lead-paint-notice.md): shown for a home built before 1978,
 * nothing for a later or unknown year.
 */
export function LeadPaintNotice({ yearBuilt, id = 'lead-paint-notice' }: { yearBuilt: number | null | undefined; id?: string }) {
  const { t } = useT('property')
  if (!needsLeadPaintNotice(yearBuilt)) return null
  return (
    <aside className="lead-paint-notice" id={id} aria-labelledby={`${id}-title`}>
      <InlineStyle name="lead-paint-notice" css={css} />
      <h2 id={`${id}-title`}>{t('leadPaint.title')}</h2>
      <p>{t('leadPaint.lead', { year: yearBuilt, limit: LEAD_PAINT_YEAR })}</p>
      <p>
        {t('leadPaint.law')} “
        <a href={LEAD_PAINT_URL} target="_blank" rel="noopener noreferrer">
          {t('leadPaint.pamphlet')}
          <span className="sr-only"> {t('leadPaint.newTab')}</span>
        </a>
        ” {t('leadPaint.after')}
      </p>
    </aside>
  )
}

/**
 * The required "I have read the lead-based paint notice" box of the tour and rental application forms, shown only for
 * a home built before 1978; its label links to the notice on the page.
 */
export function LeadPaintAck({
  id,
  yearBuilt,
  checked,
  onChange,
  error,
}: {
  id: string
  yearBuilt: number | null | undefined
  /** Controlled when given; otherwise the form reads the box as `leadPaintAcknowledged`. */
  checked?: boolean
  onChange?: (on: boolean) => void
  error?: string
}) {
  const { t } = useT('property')
  if (!needsLeadPaintNotice(yearBuilt)) return null
  return (
    <div className="field lead-paint-ack">
      <InlineStyle name="lead-paint-notice" css={css} />
      <label className="choice agreement" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name="leadPaintAcknowledged"
          required
          {...(onChange && { checked: Boolean(checked), onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.checked) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          {t('leadPaint.ackBefore')}
          <a href="#lead-paint-notice">{t('leadPaint.ackLink')}</a>
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
