import type { Kysely } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { createTestDatabase, dialects } from '#tests/helpers/databases.ts'
import { makeProperty } from '#tests/helpers/factories.ts'
import { CONFIRMED_MESSAGE, SUBSCRIBED_MESSAGE, UNKNOWN_CONFIRM_TOKEN } from '#core/leads/upcoming.ts'
import { startRetention } from '#server/retention/retention.service.ts'
import { enqueueMail } from '#server/mail/outbox.ts'
import * as mailOnceAndOptIn from '#server/db/migrations/0006-mail-once-and-opt-in.ts'

// Get Notified by double opt-in: a sign-up only asks the
// address's owner; a stranger's address gets one confirmation mail and no
// listing mail.

const PUBLIC_URL = 'https://homes.example.com'
const DAY = 24 * 60 * 60 * 1000

/** The decoded text of a quoted-printable message. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

for (const dialect of dialects) {
  describe(`Get Notified by double opt-in on ${dialect}`, () => {
    let t: MailTestApp
    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { publicUrl: PUBLIC_URL } })
    })
    afterAll(() => t?.close())
    beforeEach(async () => {
      await t.clearMail()
      await t.database.db.deleteFrom('upcoming_subscribers').execute()
    })

    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
    const signUp = (email: string) => post('/api/upcoming/subscribers', { email })
    const confirm = (token: unknown) => post('/api/upcoming/subscribers/confirm', { token })
    const mailsTo = async (email: string) => {
      await t.app.outbox.drain()
      await t.app.outbox.drain()
      return t.smtp.received.filter((m) => m.to.includes(email))
    }
    const confirmLink = (raw: string) => /Confirm: (\S+)/.exec(decoded(raw))?.[1] ?? ''
    const announce = () => t.app.propertyWriter.create(makeProperty({ title: 'Elmwood Tudor', status: 'upcoming', estimatedPrice: 300000 }))

    it("mails a stranger's address one confirmation and no listing mail", async () => {
      const res = await signUp('stranger@example.com')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: SUBSCRIBED_MESSAGE })
      const [mail, ...more] = await mailsTo('stranger@example.com')
      expect(more).toEqual([])
      expect(mail.raw).toMatch(/^Subject: Please confirm: emails about new upcoming homes\r?$/m)
      const row = await t.database.db
        .selectFrom('upcoming_subscribers')
        .selectAll()
        .where('email', '=', 'stranger@example.com')
        .executeTakeFirstOrThrow()
      expect(row.confirmed_at).toBeNull()
      expect(confirmLink(mail.raw)).toBe(`${PUBLIC_URL}/confirm-subscription?token=${row.confirm_token}`)
      expect(row.confirm_token).not.toBe(row.unsubscribe_token)
      expect(decoded(mail.raw)).toContain('we forget the address in 7 days')

      await announce()
      expect(await mailsTo('stranger@example.com')).toHaveLength(1)
    })

    it('answers a known address exactly as a new one, without a second mail the same day', async () => {
      const first = await signUp('known@example.com')
      const again = await signUp('Known@Example.com')
      expect(again.statusCode).toBe(first.statusCode)
      expect(again.json()).toEqual(first.json())
      expect(await mailsTo('known@example.com')).toHaveLength(1)

      // Confirmed: still the same answer, and no mail.
      const row = await t.database.db.selectFrom('upcoming_subscribers').selectAll().executeTakeFirstOrThrow()
      expect((await confirm(row.confirm_token)).statusCode).toBe(200)
      expect((await signUp('known@example.com')).json()).toEqual(first.json())
      expect(await mailsTo('known@example.com')).toHaveLength(1)
    })

    it('sends one confirmation for sign-ups at the same moment, and one more a day later if still unconfirmed', async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => signUp('twice@example.com')))
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200])
      expect(await mailsTo('twice@example.com')).toHaveLength(1)
      await t.database.db
        .updateTable('upcoming_subscribers')
        .set({ confirm_sent_at: new Date(Date.now() - DAY - 60_000).toISOString() })
        .execute()
      await signUp('twice@example.com')
      const mails = await mailsTo('twice@example.com')
      expect(mails).toHaveLength(2)
      // The same link: either mail confirms.
      expect(confirmLink(mails[1].raw)).toBe(confirmLink(mails[0].raw))
    })

    it('confirms with the token of the link (twice is fine); only then listing mails arrive', async () => {
      await signUp('owner@example.com')
      const [mail] = await mailsTo('owner@example.com')
      const token = new URL(confirmLink(mail.raw)).searchParams.get('token')
      const res = await confirm(token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: CONFIRMED_MESSAGE })
      expect((await confirm(token)).json()).toEqual({ message: CONFIRMED_MESSAGE })
      await announce()
      const mails = await mailsTo('owner@example.com')
      expect(mails).toHaveLength(2)
      expect(mails[1].raw).toMatch(/^Subject: New upcoming home: Elmwood Tudor\r?$/m)
    })

    it('answers 404 for an unknown token and 400 for a malformed one', async () => {
      const unknown = await confirm('e'.repeat(64))
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ message: UNKNOWN_CONFIRM_TOKEN })
      for (const token of ['abc', '', 42, undefined]) {
        const res = await confirm(token)
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toContain('"token"')
      }
    })

    it('forgets sign-ups left unconfirmed for 7 days, and keeps confirmed and recent ones', async () => {
      for (const email of ['old@example.com', 'old-confirmed@example.com', 'recent@example.com']) await signUp(email)
      const eightDaysAgo = new Date(Date.now() - 8 * DAY).toISOString()
      await t.database.db
        .updateTable('upcoming_subscribers')
        .set({ created_at: eightDaysAgo })
        .where('email', 'in', ['old@example.com', 'old-confirmed@example.com'])
        .execute()
      await t.database.db
        .updateTable('upcoming_subscribers')
        .set({ confirmed_at: eightDaysAgo })
        .where('email', '=', 'old-confirmed@example.com')
        .execute()
      const dataDir = t.database.dataDir
      const stop = startRetention(t.database.db, { dataDir, storage: t.app.storage, mailDir: `${dataDir}/mail`, intervalMs: 50 })
      try {
        await vi.waitFor(async () => {
          const left = await t.database.db.selectFrom('upcoming_subscribers').select('email').orderBy('email').execute()
          expect(left.map((r) => r.email)).toEqual(['old-confirmed@example.com', 'recent@example.com'])
        })
      } finally {
        await stop()
      }
    })
  })

  describe(`migration 0006 on ${dialect}`, () => {
    it('treats addresses already on the list as confirmed, gives queued mail a Message-ID, and can be undone', async () => {
      const database = await createTestDatabase(dialect)
      try {
        const db = database.db
        await mailOnceAndOptIn.down(db)
        // The tables as they were before 0006.
        const before = db as unknown as Kysely<{
          upcoming_subscribers: { id: string; email: string; created_at: string; unsubscribe_token: string }
        }>
        await before
          .insertInto('upcoming_subscribers')
          .values({
            id: 'a'.repeat(24),
            email: 'early@example.com',
            created_at: '2026-11-20T10:00:00.000Z',
            unsubscribe_token: 'f'.repeat(64),
          })
          .execute()
        // A row as an older server queued it (enqueueMail writes the new columns).
        await db
          .insertInto('mail_outbox')
          .values({
            id: 'b'.repeat(24),
            to_address: 'x@example.com',
            cc: '',
            reply_to: '',
            subject: 'Queued before',
            text_body: 'x',
            html_body: '',
            related_id: null,
            next_attempt_at: '2026-11-20T10:00:00.000Z',
            sent_at: null,
            last_error: null,
            created_at: '2026-11-20T10:00:00.000Z',
          } as never)
          .execute()
        await mailOnceAndOptIn.up(db)
        const early = await db.selectFrom('upcoming_subscribers').selectAll().executeTakeFirstOrThrow()
        expect(early.confirmed_at).toBe('2026-11-20T10:00:00.000Z')
        expect(early.confirm_token).toMatch(/^[0-9a-f]{64}$/)
        const mail = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
        expect(mail.message_id).toMatch(/^<[0-9a-f-]{36}@heartlandhomepartners\.com>$/)
        expect(mail).toMatchObject({ claim_token: null, failed_at: null })

        // Down: addresses never confirmed leave (without the column they would count as on the list).
        await db.transaction().execute((trx) => enqueueMail(trx, { to: 'y@example.com', subject: 'y', text: 'y' }))
        await db
          .insertInto('upcoming_subscribers')
          .values({
            id: 'c'.repeat(24),
            email: 'pending@example.com',
            created_at: new Date().toISOString(),
            unsubscribe_token: 'e'.repeat(64),
            confirm_token: 'd'.repeat(64),
            confirmed_at: null,
            confirm_sent_at: null,
          })
          .execute()
        await mailOnceAndOptIn.down(db)
        const left = await before.selectFrom('upcoming_subscribers').select('email').execute()
        expect(left).toEqual([{ email: 'early@example.com' }])
        await mailOnceAndOptIn.up(db)
      } finally {
        await database.destroy()
      }
    })
  })
}
