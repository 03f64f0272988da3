import { describe, expect, it } from 'vitest'
import { greeting, greetingName } from '#server/mail/visitor-text.ts'
import { confirmationMail } from '#server/leads/bidders/bidder-applications.mail.ts'
import { applicationStatusMail } from '#server/leads/bidders/application-status.mail.ts'

// A mail to an address nobody has confirmed quotes nothing the visitor typed but their own name, and carries no
// link but the site's (docs/decisions/0079-unverified-address-mails.md).

const SITE = 'https://homes.example'
const links = (text: string) => text.match(/https?:\/\/\S+|www\.\S+/g) ?? []

describe('mails to unconfirmed addresses', () => {
  it('greets by the visitor own name only when it reads as a name', () => {
    expect(greeting('Sam Ortiz, Owner')).toBe('Hello Sam Ortiz, Owner,')
    expect(greeting("Mary-Jo O'Neil Jr.")).toBe("Hello Mary-Jo O'Neil Jr.,")
    expect(greeting('  Sam\n  Ortiz ')).toBe('Hello Sam Ortiz,')
    for (const name of [
      '',
      'Visit www.pills.example',
      'Go to evil.example',
      'see https://x.example',
      'mail me@x.example',
      'a/b',
      'x'.repeat(61),
    ]) {
      expect(greetingName(name), name).toBe('')
      expect(greeting(name), name).toBe('Hello,')
    }
  })

  it("confirms a preferred-bidder application with the applicant's name, the number and the site's link only", () => {
    const mail = confirmationMail(
      { email: 'victim@example.com', primaryContact: 'Pat Builder' },
      { id: 'PB-1-abc', statusUrl: `${SITE}/application-status?token=${'a'.repeat(64)}` },
    )
    expect(mail.text).toContain('Hello Pat Builder,')
    expect(mail.text).toContain('Thank you for applying to join our Preferred Bidders list.')
    expect(links(mail.text).every((link) => link.startsWith(`${SITE}/`))).toBe(true)
    const linked = confirmationMail(
      { email: 'victim@example.com', primaryContact: 'Claim prizes at https://evil.example' },
      { id: 'PB-1-abc', statusUrl: `${SITE}/application-status?token=${'a'.repeat(64)}` },
    )
    expect(linked.text).not.toContain('evil')
    expect(linked.text.startsWith('Hello,\n')).toBe(true)
  })

  it('tells an applicant of a status change without the company they typed', () => {
    const mail = applicationStatusMail(
      { id: 'PB-1-abc', contactName: 'Pat Builder', email: 'victim@example.com' },
      'approved',
      `${SITE}/application-status?token=${'a'.repeat(64)}`,
    )
    expect(mail.text).toContain('Hello Pat Builder,')
    expect(mail.text).toContain('The status of your preferred bidder application is now: Approved.')
    expect(links(mail.text).every((link) => link.startsWith(`${SITE}/`))).toBe(true)
    const unnamed = applicationStatusMail(
      { id: 'PB-1-abc', contactName: 'www.evil.example', email: 'victim@example.com' },
      'declined',
      undefined,
    )
    expect(unnamed.text).not.toContain('evil')
    expect(unnamed.text.startsWith('Hello,\n')).toBe(true)
  })
})
