import { useCallback, useState } from 'react'
import { FAIR_HOUSING_REASON_LIMIT } from '#core/content/fair-housing-check.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { StaffRequestError } from '#app/admin/lib/request.ts'
import { TextField } from './text-field.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import fairHousingCss from './fair-housing.css?inline'

// Publishing words the fair-housing check flags (docs/decisions/0144-fair-housing-reason-to-publish.md): the server
// refuses the publication (or the save of published content) and names the phrases; the screen asks for a reason in a
// dialog and sends the same request again with it. Cancelling publishes nothing.

/** The phrases a refusal names when it wants a reason; undefined for any other failure. */
function flaggedPhrases(err: unknown): string[] | undefined {
  if (!(err instanceof StaffRequestError) || err.status !== 400) return undefined
  return (err.body as { fairHousing?: { phrases?: string[] } } | undefined)?.fairHousing?.phrases
}

interface Question {
  phrases: string[]
  resolve: (reason: string | null) => void
}

/**
 * `send(reason)` is the request, with the reason when there is one; `withReason(send, action)` runs it and, when the
 * server asks for a reason, asks staff and sends again. It answers null when they cancel. Render `dialog` once.
 */
export function useFairHousingReason() {
  const [question, setQuestion] = useState<(Question & { action: string }) | null>(null)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')

  const withReason = useCallback(async <T,>(send: (reason?: string) => Promise<T>, action = 'Publish'): Promise<T | null> => {
    try {
      return await send()
    } catch (err) {
      const phrases = flaggedPhrases(err)
      if (!phrases) throw err
      setReason('')
      setProblem('')
      const given = await new Promise<string | null>((resolve) => setQuestion({ phrases, resolve, action }))
      return given === null ? null : send(given)
    }
  }, [])

  const close = (answer: string | null) => {
    question?.resolve(answer)
    setQuestion(null)
  }
  const dialog = question && (
    <Dialog open onClose={() => close(null)} title="Publish with flagged wording?">
      <InlineStyle name="admin-fair-housing" css={fairHousingCss} />
      {/* Not a form: the dialog may stand inside the editor's own form. */}
      <div className="fh-reason">
        <p>
          The fair-housing check flags{' '}
          {question.phrases.map((p, i) => (
            <span key={p}>
              {i > 0 && ', '}
              <strong>“{p}”</strong>
            </span>
          ))}
          . Change the wording, or say why it is needed: the reason is kept in the activity log with your name.
        </p>
        <TextField
          label="Reason"
          value={reason}
          onChange={setReason}
          rows={3}
          maxLength={FAIR_HOUSING_REASON_LIMIT}
          error={problem}
          autoFocus
        />
        <div className="admin-dialog-actions">
          <button type="button" className="admin-btn admin-btn-secondary" onClick={() => close(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="admin-btn admin-btn-primary"
            onClick={() => (reason.trim() ? close(reason.trim()) : setProblem('Reason: say why the wording is needed'))}
          >
            {question.action} with this reason
          </button>
        </div>
      </div>
    </Dialog>
  )
  return { withReason, dialog }
}
