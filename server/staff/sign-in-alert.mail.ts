import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { businessZoneName, formatBusinessTime } from '#core/business-time.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'

/**
 * The warning a staff member gets when their account is being guessed at
 * (once per attack). It names no address and asks for nothing: it says what
 * happened, that the right password still works where they signed in before,
 * and what to do if the password may be known.
 */
export function signInAlertMail(
  user: { username: string; displayName: string; email: string | null },
  officeEmail: string,
  at: Date,
  signInUrl: string,
): Omit<OutgoingMail, 'relatedId'> {
  const forOffice = !user.email
  const when = formatBusinessTime(at)
  const whose = forOffice ? `the staff account "${user.username}" (${user.displayName})` : `your staff account "${user.username}"`
  const text = [
    forOffice ? `Hello,` : `Hello ${user.displayName},`,
    '',
    `Since ${when} (${businessZoneName()}) someone has been trying wrong passwords for ${whose} on the ${COMPANY_NAME} staff portal.`,
    '',
    'Sign-in from new places is paused for this account for a while after each wrong guess, so the guessing stays slow.',
    'Where the account signed in before, the right password still works as usual.',
    '',
    'If this was not you, nothing more is needed. If the password may be known to someone else, sign in and change it',
    `under Account, or have it reset in Staff users: ${signInUrl}`,
    '',
    forOffice ? 'This account has no e-mail address of its own; add one in Staff users so its owner is told directly.' : '',
    `This message is sent once per attack.`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n')
  return {
    to: user.email ?? officeEmail,
    subject: `Wrong passwords are being tried for ${forOffice ? `staff account "${user.username}"` : 'your staff account'}`,
    text,
  }
}
