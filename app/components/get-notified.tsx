import { useEffect, useState } from 'react'
import { INVALID_EMAIL, SUBSCRIBE_ERROR, SUBSCRIBED_MESSAGE } from '#core/upcoming-messages'
import { MailIcon } from './icons'
import { Dialog } from './dialog'
import { HoneypotField } from './honeypot-field'

/** The form's rules (zod) load when the form opens, not with the page; without them the server still decides. */
const formRules = () => import('#core/upcoming')

/** Get Notified (spec 1 §2): an e-mail address to tell when new upcoming homes are announced. */
export function GetNotified({ className = 'btn btn-accent' }: { className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <MailIcon size={18} /> Get Notified
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Get Notified"
        description="Leave your e-mail address and be the first to hear when we announce a new upcoming home."
      >
        <NotifyForm onClose={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function NotifyForm({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [sent, setSent] = useState(false)
  useEffect(() => void formRules().catch(() => undefined), [])

  const submit = async (form: HTMLFormElement) => {
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>
    const payload = { email: data.email ?? '', website: data.website ?? '' }
    const valid = await formRules().then(
      (rules) => rules.SubscriberBodySchema.safeParse(payload).success,
      () => true,
    )
    if (!valid) {
      setError(INVALID_EMAIL)
      form.querySelector<HTMLInputElement>('[name=email]')?.focus()
      return
    }
    setBusy(true)
    setError('')
    try {
      const res = await fetch('/api/upcoming/subscribers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      })
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string }
        setError(res.status === 400 ? INVALID_EMAIL : body.message || SUBSCRIBE_ERROR)
        return
      }
      setSent(true)
    } catch {
      setError(SUBSCRIBE_ERROR)
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <div className="dialog-done">
        <p className="form-success" role="status">
          {SUBSCRIBED_MESSAGE}
        </p>
        <button type="button" className="btn btn-primary" onClick={onClose} ref={(b) => b?.focus()}>
          Close
        </button>
      </div>
    )
  }
  return (
    <form
      className="inquiry-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit(e.currentTarget)
      }}
    >
      <label>
        Email address
        <input name="email" type="email" required autoComplete="email" maxLength={320} data-autofocus />
      </label>
      <HoneypotField />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="inquiry-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Signing up...' : 'Notify Me'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  )
}
