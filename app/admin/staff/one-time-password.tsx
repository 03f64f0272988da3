import { useState } from 'react'

/** A one-time password, shown once, with a copy button. */
export function OneTimePassword({
  username,
  password,
  invited,
  onDone,
}: {
  username: string
  password: string
  invited: boolean
  onDone: () => void
}) {
  const [copied, setCopied] = useState(false)
  return (
    <section className="admin-alert admin-alert-success admin-otp" role="status" aria-labelledby="otp-heading">
      <h2 id="otp-heading">{invited ? `${username} is invited` : `New password for ${username}`}</h2>
      <p>Give them this one-time password. It is shown only now; they choose their own at their next sign-in.</p>
      <p className="admin-otp-value">
        <code>{password}</code>
        <button
          type="button"
          className="admin-btn admin-btn-small"
          onClick={() =>
            navigator.clipboard
              ?.writeText(password)
              .then(() => setCopied(true))
              .catch(() => undefined)
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </p>
      <button type="button" className="admin-btn admin-btn-secondary admin-btn-small" onClick={onDone}>
        Done
      </button>
    </section>
  )
}
