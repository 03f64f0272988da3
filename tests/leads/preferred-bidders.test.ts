import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, createTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects, countRows } from '#tests/helpers/databases.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { APPLICATION_ID_PATTERN } from '#core/leads/bidder-rules.ts'
import { bidderAnswers } from '#tests/helpers/applications.ts'
import { storedBytes, storedFolders, storedKeys } from '#tests/helpers/object-storage.ts'
import { APPLICATIONS_PREFIX, applicationFileKey } from '#server/leads/bidders/bidder-applications.service.ts'
import { expectRefused } from '#tests/helpers/leads.ts'

// The preferred-bidder application through the real multipart intake, database and SMTP server.

type Files = Awaited<ReturnType<typeof sampleFiles>>
type FileEntry = [field: string, blob: Blob, name: string]

const answers = (over: Record<string, string> = {}): Record<string, string> =>
  bidderAnswers({
    companyName: 'Prairie Roofing LLC',
    primaryContact: 'Sam Ortiz, Owner',
    email: 'sam@prairieroofing.example',
    businessLicense: 'BL-2291 NE',
    contractorLicense: '55012-NE',
    insuranceInfo: 'General liability $2M, Acme Mutual',
    broaderAreaDetails: '',
    recentProjects: 'Re-roof of 4812 S 167th Ave',
    references: JSON.stringify([
      { name: 'Lee Park', company: 'Park Homes', phone: '402-555-0101', email: 'lee@parkhomes.example', project: 'Roof 2024' },
      { name: 'Ana Cruz', company: 'Cruz Rentals', phone: '402-555-0102', email: 'ana@cruz.example', project: 'Siding 2023' },
    ]),
    violationsExplanation: '',
    ...over,
  })

/** The body and content type a browser's FormData makes. */
async function multipart(fields: Record<string, string>, files: FileEntry[] = []) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [field, blob, name] of files) form.append(field, blob, name)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

for (const dialect of dialects) {
  describe(`preferred-bidder applications on ${dialect}`, () => {
    let t: MailTestApp
    let files: Files

    beforeAll(async () => {
      files = await sampleFiles()
      t = await createMailTestApp({ dialect, config: { officeEmail: 'office@example.com', publicUrl: 'https://homes.example' } })
    })
    afterAll(() => t?.close())

    const apply = async (fields: Record<string, string>, entries: FileEntry[] = []) => {
      const { body, contentType } = await multipart(fields, entries)
      return t.app.inject({ method: 'POST', url: '/api/preferred-bidders', payload: body, headers: { 'content-type': contentType } })
    }
    const storedApplications = () => storedFolders(t.app.storage, APPLICATIONS_PREFIX)
    const tmpLeftovers = () => {
      const dir = path.join(t.database.dataDir, 'private', 'tmp')
      return fs.existsSync(dir) ? fs.readdirSync(dir) : []
    }
    const rowCount = () => countRows(t.database.db, 'bidder_applications')
    const mailsTo = (address: string) => t.mailsTo(address)
    const deliver = () => t.deliver()

    it('stores the application and its files privately, mails the office and confirms to the applicant once', async () => {
      const res = await apply(answers(), [
        ['insuranceCOI', files.pdf, 'coi.pdf'],
        ['projectFiles', files.png, 'kitchen.png'],
        ['projectFiles', files.docx, 'scope.docx'],
        ['capabilityStatement', files.doc, 'capability.doc'],
      ])
      expect(res.statusCode, res.body).toBe(200)
      const { applicationId } = res.json()
      expect(applicationId).toMatch(APPLICATION_ID_PATTERN)

      const row = await t.database.db
        .selectFrom('bidder_applications')
        .selectAll()
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ company_name: 'Prairie Roofing LLC', contact_name: 'Sam Ortiz, Owner', status: 'received' })
      expect(row.status_token).toMatch(/^[0-9a-f]{64}$/)
      const payload = JSON.parse(row.payload)
      expect(payload.tradesServices).toEqual(['roofing', 'other'])
      expect(payload.references).toHaveLength(2)
      expect(payload.agreeToSiteRules).toBe(true)
      expect(payload).not.toHaveProperty('website')

      const records = await t.database.db
        .selectFrom('bidder_application_files')
        .selectAll()
        .where('application_id', '=', applicationId)
        .execute()
      expect(records.map((r) => [r.field, r.original_name, r.mime_type]).sort()).toEqual(
        [
          ['capabilityStatement', 'capability.doc', 'application/msword'],
          ['insuranceCOI', 'coi.pdf', 'application/pdf'],
          ['projectFiles', 'kitchen.png', 'image/png'],
          ['projectFiles', 'scope.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ].sort(),
      )
      for (const r of records) {
        // Server-made names, never the sender's; the bytes read back as what was sent.
        expect(r.stored_file).toMatch(/^[0-9a-f]{24}\.(pdf|png|docx|doc)$/)
        const stored = await storedBytes(t.app.storage, applicationFileKey(applicationId, r.stored_file))
        expect(stored.length).toBe(r.bytes)
        if (r.field === 'insuranceCOI') expect(stored.equals(files.bytes.pdf)).toBe(true)
        if (r.mime_type === 'image/png') expect((await sharp(stored).metadata()).format).toBe('png')
      }
      // Nothing in the public media, nothing left in the temporary folder.
      expect(await storedKeys(t.app.storage, 'media/')).toEqual([])
      expect(tmpLeftovers()).toEqual([])

      await deliver()
      const office = mailsTo('office@example.com').at(-1)!
      const officeText = mailText(office.raw)
      expect(office.raw).toContain(`Subject: Preferred Bidder Application ${applicationId}`)
      expect(officeText).toContain('Company: Prairie Roofing LLC')
      expect(office.raw).toContain('Reply-To: sam@prairieroofing.example')
      expect(officeText).toContain('Trades: Roofing, Other')
      expect(officeText).toContain('2. Ana Cruz, Cruz Rentals')
      expect(officeText).toContain('Project file: kitchen.png')
      expect(officeText).toContain('Capability statement: capability.doc')
      const confirmations = mailsTo('sam@prairieroofing.example')
      expect(confirmations).toHaveLength(1)
      expect(confirmations[0].to).toEqual(['sam@prairieroofing.example'])
      const confirmation = mailText(confirmations[0].raw)
      expect(confirmation).toContain(applicationId)
      expect(confirmation).toContain(`https://homes.example/application-status?token=${row.status_token}`)
      // The address is not confirmed: the applicant's own name, and nothing else they typed; no link but the site's.
      expect(confirmation).toContain('Hello Sam Ortiz, Owner,')
      expect(confirmation).not.toContain('Prairie Roofing')
      expect(confirmation.match(/https?:\/\/\S+/g)?.every((link) => link.startsWith('https://homes.example/'))).toBe(true)

      // The spec's confirmation call answers success but sends nothing more, however often, and never elsewhere.
      const confirm = (over: object = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/send-confirmation-email',
          payload: {
            to: 'sam@prairieroofing.example',
            subject: 'Preferred Bidder Application Confirmation',
            applicantName: 'Sam Ortiz, Owner',
            companyName: 'Prairie Roofing LLC',
            submissionDate: new Date().toLocaleDateString('en-US'),
            applicationId,
            ...over,
          },
        })
      for (let i = 0; i < 2; i++) expect((await confirm()).json()).toEqual({ message: 'Confirmation email sent' })
      expect((await confirm({ to: 'victim@example.com' })).statusCode).toBe(404)
      expect((await confirm({ applicationId: 'PB-1700000000000-abcdefg' })).statusCode).toBe(404)
      await deliver()
      expect(mailsTo('sam@prairieroofing.example')).toHaveLength(1)
      expect(mailsTo('victim@example.com')).toHaveLength(0)
    })

    it('keeps a photo re-encoded without its metadata (GPS and the like)', async () => {
      const tagged = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secret Site 42' } })
        .toBuffer()
      expect((await sharp(tagged).metadata()).exif).toBeDefined()
      const res = await apply(answers({ email: 'photo@builders.example' }), [
        ['projectFiles', new Blob([new Uint8Array(tagged)]), 'site.jpg'],
      ])
      expect(res.statusCode, res.body).toBe(200)
      const record = await t.database.db
        .selectFrom('bidder_application_files')
        .selectAll()
        .where('application_id', '=', res.json().applicationId)
        .executeTakeFirstOrThrow()
      expect(record).toMatchObject({ field: 'projectFiles', original_name: 'site.jpg', mime_type: 'image/jpeg' })
      const stored = await storedBytes(t.app.storage, applicationFileKey(res.json().applicationId, record.stored_file))
      const meta = await sharp(stored).metadata()
      expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 40, undefined])
      expect(stored.includes(Buffer.from('Secret Site 42'))).toBe(false)
    })

    it('confirms an application that has no confirmation yet exactly once', async () => {
      const res = await apply(answers({ email: 'pat@builders.example' }))
      const { applicationId } = res.json()
      // The confirmation queued with the application has arrived before the count starts.
      await deliver()
      expect(mailsTo('pat@builders.example')).toHaveLength(1)
      await t.database.db.updateTable('bidder_applications').set({ confirmation_sent_at: null }).where('id', '=', applicationId).execute()
      const before = mailsTo('pat@builders.example').length
      const confirm = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/send-confirmation-email',
          payload: { to: 'PAT@builders.example', subject: 'x', applicantName: 'x', companyName: 'x', submissionDate: 'x', applicationId },
        })
      const answersTwice = await Promise.all([confirm(), confirm()])
      expect(answersTwice.map((r) => r.statusCode)).toEqual([200, 200])
      await deliver()
      expect(mailsTo('pat@builders.example').length - before).toBe(1)
    })

    it.each([
      ['an executable renamed .pdf', () => [['insuranceCOI', files.exe, 'coi.pdf']] as FileEntry[], 415],
      ['a PNG renamed .docx', () => [['projectFiles', files.png, 'scope.docx']] as FileEntry[], 415],
      ['a picture as capability statement', () => [['capabilityStatement', files.jpeg, 'capability.jpg']] as FileEntry[], 415],
      ['a video', () => [['projectFiles', files.mp4, 'tour.mp4']] as FileEntry[], 415],
      [
        'a file over 15 MB',
        () =>
          [
            ['projectFiles', new Blob([new Uint8Array(Buffer.concat([files.bytes.pdf, Buffer.alloc(15 * 1024 * 1024)]))]), 'big.pdf'],
          ] as FileEntry[],
        413,
      ],
      ['eleven project files', () => Array.from({ length: 11 }, (_, i) => ['projectFiles', files.pdf, `p${i}.pdf`]) as FileEntry[], 413],
      [
        'two certificates',
        () =>
          [
            ['insuranceCOI', files.pdf, 'a.pdf'],
            ['insuranceCOI', files.pdf, 'b.pdf'],
          ] as FileEntry[],
        413,
      ],
    ])('refuses %s with its 4xx and stores nothing', async (_what, entries, status) => {
      const rows = await rowCount()
      const folders = (await storedApplications()).length
      const sent = t.smtp.received.length
      // A good file first where the field is free: it must be removed again too.
      const bad = entries()
      const good: FileEntry[] = bad.some(([field]) => field === 'insuranceCOI') ? [] : [['insuranceCOI', files.pdf, 'ok.pdf']]
      const res = await apply(answers(), [...good, ...bad])
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().message).toMatch(/\S/)
      expect(await rowCount()).toBe(rows)
      expect(await storedApplications()).toHaveLength(folders)
      expect(tmpLeftovers()).toEqual([])
      await deliver()
      expect(t.smtp.received.length).toBe(sent)
    })

    it.each([
      [{ companyName: '' }, 'Please fill in the company name field.'],
      [{ primaryContact: '  ' }, 'Please fill in the primary contact field.'],
      [{ insuranceInfo: '', crewSize: '' }, 'Please fill in the insurance information field.'],
      [{ litigationHistory: '' }, 'Please fill in the litigation history field.'],
      [{ tradesServices: '[]' }, 'Please select at least one trade/service.'],
      [
        { references: JSON.stringify([{ name: 'A', company: 'B', phone: '402-555-0101', email: 'a@b.example', project: 'P' }]) },
        'Please complete all fields for Reference 2.',
      ],
      [{ agreeToSiteRules: 'false' }, 'Please agree to all compliance requirements.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ crewSize: '0' }, 'Crew size must be a whole number, 1 or more.'],
      [{ yearsInBusiness: '-1' }, 'Years in business must be a whole number, 0 or more.'],
      [{ serviceArea: 'mars' }, 'Please choose a service area from the list.'],
      [{ tradesServices: '["roofing","juggling"]' }, 'Please choose trades from the list.'],
      [{ references: 'not json' }, 'references must be a JSON list'],
    ])('answers %j with 400 "%s" and stores nothing', (over, message) => expectRefused(() => apply(answers(over)), rowCount, message))

    it('stores an application with offensive language, flagged for staff (it was refused with 400 before)', async () => {
      const rows = await rowCount()
      const res = await apply(answers({ recentProjects: 'what the fuck' }))
      expect(res.statusCode, res.body).toBe(200)
      expect(await rowCount()).toBe(rows + 1)
      const row = await t.database.db
        .selectFrom('bidder_applications')
        .selectAll()
        .where('id', '=', res.json().applicationId)
        .executeTakeFirstOrThrow()
      expect(row.offensive_language).toBe(1)
      // Both mails go out like any other application's.
      await deliver()
      const mails = await t.database.db.selectFrom('mail_outbox').select('sent_at').where('related_id', '=', row.id).execute()
      expect(mails).toHaveLength(2)
      expect(mails.every((m) => m.sent_at !== null)).toBe(true)
    })

    it('removes the stored files when the database write fails', async () => {
      const rows = await rowCount()
      const folders = (await storedApplications()).length
      await sql`ALTER TABLE bidder_application_files RENAME TO bidder_application_files_away`.execute(t.database.db)
      try {
        const res = await apply(answers(), [['insuranceCOI', files.pdf, 'coi.pdf']])
        expect(res.statusCode).toBe(500)
      } finally {
        await sql`ALTER TABLE bidder_application_files_away RENAME TO bidder_application_files`.execute(t.database.db)
      }
      expect(await rowCount()).toBe(rows)
      expect(await storedApplications()).toHaveLength(folders)
      expect(tmpLeftovers()).toEqual([])
    })

    it('answers a malformed confirmation request with 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/send-confirmation-email',
        payload: { to: ['a@b.example'], applicationId: 5 },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/Invalid field/)
    })

    it('answers a JSON body with 400', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/preferred-bidders', payload: { companyName: 'x' } })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Send the files as multipart/form-data')
    })

    it('answers a filled honeypot exactly like a real application and keeps nothing', async () => {
      const rows = await rowCount()
      const sent = t.smtp.received.length
      const res = await apply(answers({ website: 'http://spam.example' }), [['insuranceCOI', files.pdf, 'coi.pdf']])
      expect(res.statusCode).toBe(200)
      expect(Object.keys(res.json())).toEqual(['message', 'applicationId'])
      expect(res.json().message).toBe('Application submitted')
      expect(res.json().applicationId).toMatch(APPLICATION_ID_PATTERN)
      expect(await rowCount()).toBe(rows)
      expect(await storedApplications()).not.toContain(res.json().applicationId)
      expect(tmpLeftovers()).toEqual([])
      await deliver()
      expect(t.smtp.received.length).toBe(sent)
    })
  })
}

describe('preferred-bidder rate limit', () => {
  it('answers 429 once the form limit is used up, before reading the upload', async () => {
    const t = await createTestApp({ build: { contactRateLimitMax: 2 } })
    try {
      const { body, contentType } = await multipart(answers({ companyName: '' }))
      const send = () =>
        t.app.inject({ method: 'POST', url: '/api/preferred-bidders', payload: body, headers: { 'content-type': contentType } })
      expect((await send()).statusCode).toBe(400)
      expect((await send()).statusCode).toBe(400)
      const limited = await send()
      expect(limited.statusCode).toBe(429)
      expect(limited.json().message).toMatch(/Too many requests/)
    } finally {
      await t.close()
    }
  })
})
