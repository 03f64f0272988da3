import type { ReactNode } from 'react'
import { useKnownMessage } from './known-messages.ts'

// One field pattern for the public forms and the portal: a label, the control,
// and under it the hint and then the error, both named by the control's
// aria-describedby (with aria-invalid while there is an error). The texts'
// ids follow the control's: `${id}-hint` (`${id}-help` in the inline look) and
// `${id}-error`.

export interface FieldTexts {
  /** The control's id. */
  id: string
  hint?: string
  error?: string
  /** 'block' (the default): hint and error are paragraphs, the hint "field-hint". 'inline': spans, the hint "field-help". */
  look?: 'block' | 'inline'
  /** The hint gives way to the error instead of staying above it. */
  hintYields?: boolean
}

const hintShown = ({ hint, error, hintYields }: FieldTexts) => Boolean(hint) && !(hintYields && error)
const hintId = ({ id, look }: FieldTexts) => `${id}-${look === 'inline' ? 'help' : 'hint'}`
const errorId = (id: string) => `${id}-error`

/** The control's aria-invalid and aria-describedby: the texts shown under it, the hint first. */
export function fieldAria(texts: FieldTexts): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const ids = [hintShown(texts) ? hintId(texts) : '', texts.error ? errorId(texts.id) : ''].filter(Boolean).join(' ')
  return { 'aria-invalid': texts.error ? true : undefined, 'aria-describedby': ids || undefined }
}

/** A field's error, with the id its control names; nothing while there is none. */
export function FieldError({ id, error, as: Tag = 'p' }: { id: string; error?: string; as?: 'p' | 'span' | 'div' }) {
  const say = useKnownMessage()
  if (!error) return null
  return (
    <Tag id={errorId(id)} className="field-error">
      {say(error)}
    </Tag>
  )
}

/** The texts under a control: its hint (unless it gives way), then its error. */
export function FieldNotes(texts: FieldTexts) {
  const Tag = texts.look === 'inline' ? 'span' : 'p'
  return (
    <>
      {hintShown(texts) && (
        <Tag id={hintId(texts)} className={texts.look === 'inline' ? 'field-help' : 'field-hint'}>
          {texts.hint}
        </Tag>
      )}
      <FieldError id={texts.id} error={texts.error} as={Tag} />
    </>
  )
}

/** The star after a required field's label (the public forms' look); screen readers hear the control's required state instead. */
export const RequiredMark = () => (
  <span className="required-mark" aria-hidden="true">
    *
  </span>
)

/**
 * A label for the control (the children), the control, then its hint and
 * error, in a wrapper ("field" unless told). `required` puts the star after
 * the label; the control still says it is required itself.
 */
export function FieldShell({
  label,
  labelClassName,
  className = 'field',
  required = false,
  children,
  ...texts
}: FieldTexts & { label: ReactNode; labelClassName?: string; className?: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={texts.id} className={labelClassName}>
        {label}
        {required && (
          <>
            {' '}
            <RequiredMark />
          </>
        )}
      </label>
      {children}
      <FieldNotes {...texts} />
    </div>
  )
}
