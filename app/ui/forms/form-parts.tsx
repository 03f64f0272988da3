import type { FormHTMLAttributes, ReactNode } from 'react'
import { HoneypotField } from './honeypot-field.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from './known-messages.ts'

/** A public form (a dialog's lead form, an application): the browser's own checks off (the form shows its messages), sent by `onSend` without a page load. */
export function InquiryForm({
  onSend,
  children,
  ...attributes
}: { onSend: (form: HTMLFormElement) => Promise<void>; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  return (
    <form
      className="inquiry-form"
      noValidate
      {...attributes}
      onSubmit={(e) => {
        e.preventDefault()
        void onSend(e.currentTarget)
      }}
    >
      {children}
    </form>
  )
}

/** The end of every public form: the honeypot, the form's error, then Send and (in a dialog) Cancel. */
export function FormClosing({
  error,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
}: {
  error: string
  busy: boolean
  submitLabel: string
  busyLabel?: string
  /** A form on its page has no Cancel. */
  onCancel?: () => void
}) {
  const { t } = useT('forms')
  const say = useKnownMessage()
  return (
    <>
      <HoneypotField />
      {error && (
        <p className="form-error" role="alert">
          {say(error)}
        </p>
      )}
      <div className="inquiry-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? (busyLabel ?? t('sending')) : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </>
  )
}

/** What a dialog's form turns into once it is sent: the thank-you text and a focused Close button. */
export function FormSent({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useT('forms')
  const say = useKnownMessage()
  return (
    <div className="dialog-done">
      <p className="form-success" role="status">
        {say(message)}
      </p>
      <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus ref={(b) => b?.focus()}>
        {t('close')}
      </button>
    </div>
  )
}

/** A form's fields by name, as text (files and repeated names are not read this way). */
export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(new FormData(form)) as Record<string, string>

/** A titled section of a long public form; its heading names it. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="form-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  )
}
