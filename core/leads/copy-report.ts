import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import { COPY_REPORT_PROBLEMS } from './copy-report-messages.ts'

// "Report a copy" on /verify (docs/decisions/0148-verify-a-listing.md): where the visitor saw a listing that claims
// to be ours or copies ours, what happened, and an optional e-mail for our answer. It reaches staff as a lead of its
// own kind ('copy-report').

/** POST /api/verify/reports */
export const CopyReportBodySchema = z.object({
  /** Where the visitor saw it: a link or the site's name. */
  seenAt: cleanLine(2000).default('').meta({ title: 'Where did you see it?' }),
  /** What happened: what the poster asked for, how they were contacted. */
  message: cleanBlock(5000).default('').meta({ title: 'What happened?' }),
  /** Only to answer about this report; never for marketing. */
  email: cleanLine(320).default('').meta({ title: 'Your email' }),
  /** The code or link checked on /verify before reporting, when there was one. */
  checked: cleanLine(2000).default(''),
  /** Honeypot: people leave it empty; bots fill it (server/leads/honeypot.ts). */
  website: cleanLine(300).default(''),
})
export type CopyReportBody = z.infer<typeof CopyReportBodySchema>

export { COPY_REPORT_ERROR, COPY_REPORT_SENT } from './copy-report-messages.ts'

const EMAIL = z.email()

/** The first problem of a report, in words naming the field by its label, or null. */
export function copyReportProblem(body: Pick<CopyReportBody, 'seenAt' | 'message' | 'email'>): string | null {
  if (!body.seenAt.trim()) return COPY_REPORT_PROBLEMS.seenAt
  if (!body.message.trim()) return COPY_REPORT_PROBLEMS.message
  if (body.email.trim() && !EMAIL.safeParse(body.email.trim()).success) return COPY_REPORT_PROBLEMS.email
  return null
}
