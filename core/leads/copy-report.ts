import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'

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

export const COPY_REPORT_SENT = 'Thank you. Your report has reached our office; we look into every one.'
export const COPY_REPORT_ERROR = 'Your report could not be sent. Please try again, or call our office.'

const EMAIL = z.email()

/** The first problem of a report, in words naming the field by its label, or null. */
export function copyReportProblem(body: Pick<CopyReportBody, 'seenAt' | 'message' | 'email'>): string | null {
  if (!body.seenAt.trim()) return 'Where did you see it? Enter the link or the name of the site.'
  if (!body.message.trim()) return 'What happened? Tell us in a few words.'
  if (body.email.trim() && !EMAIL.safeParse(body.email.trim()).success)
    return 'Your email must be an email address such as name@example.com, or left empty.'
  return null
}
