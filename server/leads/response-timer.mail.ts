import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { leadKindLabel } from '#core/leads/lead-labels.ts'
import { officeLimitWords } from '#core/leads/office-hours.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'

// The staff mails of the first-response timer (docs/decisions/0123-first-response-timer.md): the owner's reminder
// once the target has passed, and the new owner's notice when a lead moved on to them. Each names the lead and links
// to it in the portal; a staff member without an address of their own is mailed at the office's, named.

export interface TimerMailLead {
  id: string
  kind: string
  name: string
}

export interface TimerMailStaff {
  name: string
  email: string | null
}

const leadUrl = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, '')}/admin/contacts?lead=${encodeURIComponent(id)}`
const leadWords = (lead: TimerMailLead) => `${lead.name || 'A visitor'} (${leadKindLabel(lead.kind)})`

function staffMail(to: TimerMailStaff, officeEmail: string, subject: string, lines: string[], lead: TimerMailLead): OutgoingMail {
  const text = [
    to.email ? `Hello ${to.name},` : `Hello,`,
    '',
    ...(to.email ? [] : [`This is for ${to.name}, who has no e-mail address of their own in Staff users.`, '']),
    ...lines,
    '',
    COMPANY_NAME,
  ].join('\n')
  return { to: to.email ?? officeEmail, subject, text, relatedId: lead.id }
}

export function firstResponseReminderMail(
  lead: TimerMailLead,
  owner: TimerMailStaff,
  targetMinutes: number,
  urls: { publicUrl: string; officeEmail: string },
): OutgoingMail {
  return staffMail(
    owner,
    urls.officeEmail,
    `Waiting for an answer: ${leadWords(lead)}`,
    [
      `${leadWords(lead)} has had no answer for ${officeLimitWords(targetMinutes)}, the office's target for a first response.`,
      'Answer the lead, or add a note, change its status or its stage, so the office knows it is in hand:',
      leadUrl(urls.publicUrl, lead.id),
    ],
    lead,
  )
}

export function leadMovedOnMail(
  lead: TimerMailLead,
  from: string,
  to: TimerMailStaff,
  limitMinutes: number,
  urls: { publicUrl: string; officeEmail: string },
): OutgoingMail {
  return staffMail(
    to,
    urls.officeEmail,
    `A lead is now yours: ${leadWords(lead)}`,
    [
      `${leadWords(lead)} had no first response from ${from} within ${officeLimitWords(limitMinutes)}, so it is now yours.`,
      'Please answer it:',
      leadUrl(urls.publicUrl, lead.id),
    ],
    lead,
  )
}
