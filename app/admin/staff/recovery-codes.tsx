import { useState } from 'react'

/**
 * Ten recovery codes, shown once (after enrolment and when made anew): each
 * signs in once without the phone. Staff copy or download them and say they
 * have kept them before going on.
 */
export function RecoveryCodes({ codes, doneLabel, onDone }: { codes: string[]; doneLabel: string; onDone: () => void }) {
  const [kept, setKept] = useState(false)
  const [copied, setCopied] = useState('')
  const text = `Heartland Home Partners staff portal: recovery codes\nEach code signs in once, in place of a code from your phone.\n\n${codes.join('\n')}\n`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied('Codes copied.')
    } catch {
      setCopied('Copying is not allowed here: select the codes and copy them, or download them.')
    }
  }
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    link.download = 'recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }

  return (
    <section className="two-step-codes" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">Save your recovery codes</h2>
      <p className="admin-muted">
        If you lose your phone, each of these codes signs you in once. Keep them somewhere safe, such as a password manager. They are shown
        only now.
      </p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-actions">
        <button type="button" className="admin-btn admin-btn-secondary" onClick={copy}>
          Copy codes
        </button>
        <button type="button" className="admin-btn admin-btn-secondary" onClick={download}>
          Download codes
        </button>
      </div>
      <p role="status" className="admin-muted">
        {copied}
      </p>
      <label className="admin-check">
        <input type="checkbox" checked={kept} onChange={(e) => setKept(e.currentTarget.checked)} />I have saved these codes
      </label>
      <button type="button" className="admin-btn admin-btn-primary" disabled={!kept} onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  )
}
