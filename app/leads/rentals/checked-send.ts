import { useRef, useState } from 'react'
import type { z } from 'zod'
import { parseWithErrors } from '#app/ui/forms/schema-errors.ts'
import type { Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { focusFirstProblem } from './rental-fields.tsx'
import { filesProblem, type ChosenFiles } from './applicant-files.tsx'
import { useT } from '#app/i18n/use-t.ts'

/**
 * The checking both rental forms (the application and a co-applicant's part) share: `body` is checked by the shared
 * schema before it is sent, each message under its field and the first such field focused. Once a send was refused
 * for its fields, the messages are worked out again at each change, so a fixed one goes at once.
 */
export function useCheckedSend<T>(schema: z.ZodType<T>, body: unknown) {
  const { t } = useT('rentals')
  const [checking, setChecking] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

  const errors = checking ? parseWithErrors(schema, body).errors : {}
  const shownOutcome: Outcome = outcome ?? (Object.keys(errors).length ? { kind: 'error', text: t('correctMarked') } : null)

  const show = (next: Outcome) => {
    setOutcome(next)
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  /** Checks the answers and the files; false (with the messages shown) when they may not be sent. */
  const ready = (files: ChosenFiles) => {
    const checked = parseWithErrors(schema, body)
    setChecking(true)
    if (!checked.data) {
      setOutcome(null)
      focusFirstProblem(checked.errors)
      return false
    }
    const missing = filesProblem(files, t)
    if (missing) {
      show({ kind: 'error', text: missing })
      return false
    }
    return true
  }

  return { errors, outcome, setOutcome, shownOutcome, show, outcomeRef, ready }
}
