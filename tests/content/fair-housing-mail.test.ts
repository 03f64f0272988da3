import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { FAIR_HOUSING_STATEMENT, brokerageLine } from '#core/content/fair-housing.ts'
import { withMailFooter } from '#server/mail/mail-footer.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import { applicationStatusMail } from '#server/leads/bidders/application-status.mail.ts'
import { signInAlertMail } from '#server/staff/sign-in-alert.mail.ts'
import { confirmationMail } from '#server/leads/subscriptions.service.ts'

// Every mail the system sends carries the brokerage line and the fair housing statement, in its
// text and its HTML, added by one footer in enqueueMail (server/mail/mail-footer.ts).

const brokerage = { brokerageName: 'Heartland Home Partners Brokerage LLC', licenseNumber: 'NE-20210456' }
const line = brokerageLine(brokerage)

describe('the mail footer', () => {
  it('adds the footer to the text, and to the HTML before </body>', () => {
    const mail = withMailFooter(
      { to: 'a@example.com', subject: 'Hi', text: 'Hello.\n', html: '<html><body><p>Hello.</p></body></html>' },
      brokerage,
    )
    expect(mail.text).toBe(`Hello.\n\n-- \n${line}\n${FAIR_HOUSING_STATEMENT}\n`)
    expect(mail.html).toMatch(
      new RegExp(
        `<p>Hello.</p><hr[^>]*><p[^>]*>${line}</p><p[^>]*>${FAIR_HOUSING_STATEMENT.replace(/[.()]/g, '\\$&')}</p>\n</body></html>$`,
      ),
    )
    expect(withMailFooter(mail, brokerage)).toEqual(mail)
  })

  it('escapes what staff typed in the HTML', () => {
    const mail = withMailFooter(
      { to: 'a@example.com', subject: 'Hi', text: 'x', html: '<p>x</p>' },
      { brokerageName: 'A & B <Homes>', licenseNumber: '' },
    )
    expect(mail.html).toContain('A &amp; B &lt;Homes&gt;, real estate brokerage')
    expect(mail.text).toContain('A & B <Homes>, real estate brokerage')
  })

  it('is the only way into the outbox: no server module writes mail_outbox but server/mail/outbox.ts', () => {
    const writers: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (/\.ts$/.test(entry.name) && /insertInto\(\s*'mail_outbox'/.test(fs.readFileSync(file, 'utf8'))) writers.push(file)
      }
    }
    walk(path.join(process.cwd(), 'server'))
    expect(writers).toEqual([path.join(process.cwd(), 'server/mail/outbox.ts')])
  })
})

for (const dialect of dialects) {
  describe(`every mail carries the fair housing footer on ${dialect}`, () => {
    let t: TestApp
    let token = ''

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { officeEmail: 'office@example.com' } })
      token = await signIn(t.app)
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/content/footer',
        headers: authHeader(token),
        payload: { phone: '', email: '', chrisEmail: '', address: '', officeHours: '', ...brokerage, socialMedia: {} },
      })
      expect(saved.statusCode).toBe(200)
    })
    afterAll(() => t?.close())

    it('puts it in the text and HTML of the mail of each template and each form', async () => {
      const agent = await insertAgent(t.database.db, { name: 'Dana', email: 'dana@example.com' })
      const propertyId = await insertProperty(t.database.db, { title: 'Benson Bungalow', agentId: agent._id })
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact/agent',
        payload: {
          propertyId,
          propertyAddress: '6012 Maple St',
          agentEmail: 'dana@example.com',
          agentName: 'Dana',
          clientName: 'Jamie Buyer',
          clientEmail: 'jamie@example.com',
          clientPhone: '402-555-0199',
          message: '',
          subject: 'Property Inquiry - 6012 Maple St',
        },
      })
      expect(contact.statusCode).toBe(200)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'sam@example.com' } })).statusCode,
      ).toBe(200)
      await withMail(t.database.db, async (trx) => {
        await enqueueMail(
          trx,
          applicationStatusMail({ contactName: 'Pat', email: 'pat@example.com', id: 'app1' }, 'approved', 'https://x.example/s'),
        )
        await enqueueMail(
          trx,
          signInAlertMail(
            { username: 'sam', displayName: 'Sam', email: 'sam@example.com' },
            'office@example.com',
            new Date(),
            'https://x.example/admin',
          ),
        )
        await enqueueMail(trx, confirmationMail('lee@example.com', 'https://x.example/confirm'))
      })
      const rows = await t.database.db.selectFrom('mail_outbox').select(['subject', 'text_body', 'html_body']).execute()
      expect(rows.length).toBeGreaterThanOrEqual(5)
      expect(rows.some((r) => r.html_body)).toBe(true)
      for (const row of rows) {
        expect(row.text_body, row.subject).toContain(line)
        expect(row.text_body, row.subject).toContain(FAIR_HOUSING_STATEMENT)
        if (row.html_body) {
          expect(row.html_body, row.subject).toContain(line)
          expect(row.html_body, row.subject).toContain(FAIR_HOUSING_STATEMENT)
        }
      }
    })
  })
}
