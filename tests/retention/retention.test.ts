import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, openSecondConnection } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { submitApplication } from '#tests/helpers/applications.ts'
import { sellToUsBody } from '#tests/helpers/factories.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { purgeExpired } from '#server/retention/retention.service.ts'
import { newId } from '#server/db/ids.ts'
import { APPLICATIONS_PREFIX, applicationFileKey } from '#server/leads/bidders/bidder-applications.service.ts'
import { storedFolders } from '#tests/helpers/object-storage.ts'
import { leftoverUploadAgeMs, uploadTmpDirs } from '#server/uploads/leftover-uploads.ts'
import { TEST_LOG_LEVEL, testLogStream } from '#tests/helpers/test-log.ts'

// The retention periods the privacy policy states, applied (core/content/legal-defaults.ts
// RETENTION): what staff can still open after the job ran, and what is gone
// from the database and the disk.

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const monthsAgo = (months: number) => {
  const d = new Date()
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString()
}

for (const dialect of dialects) {
  describe(`retention of personal data on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    const db = () => t.app.database.db
    const mailDir = () => path.join(t.database.dataDir, 'mail')
    const purge = (now?: Date) => purgeExpired(db(), { dataDir: t.database.dataDir, storage: t.app.storage, mailDir: mailDir(), now })
    const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) })
    const staffSend = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: authHeader(token) })

    /** A sell-to-us request through the public form, its two mails sent. */
    let sellers = 0
    async function sellToUs(name: string): Promise<string> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/sell-to-us',
        // Each seller their own e-mail and phone: one person each (docs/decisions/0126-one-person-behind-many-leads.md).
        payload: sellToUsBody({
          name,
          email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
          phone: `(402) 555-${1000 + sellers++}`,
        }),
      })
      expect(res.statusCode, res.body).toBe(200)
      await t.app.outbox.drain()
      const row = await db().selectFrom('inquiries').select('id').where('name', '=', name).executeTakeFirstOrThrow()
      return row.id
    }

    /** Moves a lead and everything about it (notes, status change, mails) back to `at`. */
    async function age(id: string, at: string) {
      await db().updateTable('inquiries').set({ created_at: at }).where('id', '=', id).execute()
      await db().updateTable('bidder_applications').set({ created_at: at, status_changed_at: at }).where('id', '=', id).execute()
      await db().updateTable('lead_notes').set({ created_at: at }).where('lead_id', '=', id).execute()
      await db().updateTable('mail_outbox').set({ created_at: at, sent_at: at }).where('related_id', '=', id).execute()
    }

    const opens = async (id: string) => (await staffGet(`/api/admin/contacts/${id}`)).statusCode
    const tracesOf = async (id: string) => ({
      notes: (await db().selectFrom('lead_notes').select('id').where('lead_id', '=', id).execute()).length,
      mails: (await db().selectFrom('mail_outbox').select('id').where('related_id', '=', id).execute()).length,
    })

    beforeAll(async () => {
      // No SMTP server: the outbox writes each mail as an .eml file, the copies the policy keeps 90 days.
      t = await createTestApp({ dialect, config: { officeEmail: 'office@example.com' } })
      token = await signIn(t.app)
    })
    afterAll(async () => {
      await t?.close()
    })

    it('removes an inquiry 24 months after the last contact, with its notes and mail copies, and keeps one worked on since', async () => {
      const [quiet, workedOn, recent] = [await sellToUs('Quiet Seller'), await sellToUs('Worked Seller'), await sellToUs('Recent Seller')]
      const personOfQuiet = (await db().selectFrom('inquiries').select('person_id').where('id', '=', quiet).executeTakeFirstOrThrow())
        .person_id!
      for (const id of [quiet, workedOn]) {
        expect((await staffSend('POST', `/api/admin/contacts/${id}/notes`, { body: 'Called, left a voicemail.' })).statusCode).toBe(201)
        await age(id, monthsAgo(25))
      }
      await age(recent, monthsAgo(23))
      // Staff called the second seller again last month.
      expect((await staffSend('POST', `/api/admin/contacts/${workedOn}/notes`, { body: 'Spoke again; not selling yet.' })).statusCode).toBe(
        201,
      )

      const counts = await purge()
      expect(counts.inquiries).toBe(1)
      expect(await opens(quiet)).toBe(404)
      expect(await tracesOf(quiet)).toEqual({ notes: 0, mails: 0 })
      // Its person, who had no other lead, goes with it: the name is not kept.
      expect(await db().selectFrom('persons').select('id').where('id', '=', personOfQuiet).execute()).toEqual([])
      expect(await opens(workedOn)).toBe(200)
      expect(await opens(recent)).toBe(200)
      const list = await staffGet('/api/admin/contacts?q=Seller')
      expect((list.json() as { items: Array<{ name: string }> }).items.map((i) => i.name).sort()).toEqual([
        'Recent Seller',
        'Worked Seller',
      ])
    })

    it('removes applications never added after 12 months and former bidders after 3 years, files included; keeps the list', async () => {
      const apply = async (company: string) => {
        const sent = await submitApplication(t.app, { company, email: `${company.split(' ')[0].toLowerCase()}@example.com` })
        await t.app.outbox.drain()
        return sent
      }
      const setStatus = async (id: string, status: string) =>
        expect((await staffSend('PATCH', `/api/admin/contacts/${id}`, { status })).statusCode).toBe(200)
      const declined = await apply('Declined Roofing')
      const undecided = await apply('Undecided Siding')
      const recentDecline = await apply('Recent Decline Paint')
      const onList = await apply('Listed Plumbing')
      const former = await apply('Former Electric')
      const longFormer = await apply('Long Gone Masonry')
      await setStatus(declined.id, 'declined')
      await setStatus(recentDecline.id, 'declined')
      await setStatus(onList.id, 'approved')
      for (const app of [former, longFormer]) {
        await setStatus(app.id, 'approved')
        await setStatus(app.id, 'declined')
      }
      await t.app.outbox.drain()
      for (const app of [declined, undecided, former]) await age(app.id, monthsAgo(13))
      await age(recentDecline.id, monthsAgo(11))
      await age(onList.id, monthsAgo(60))
      await age(longFormer.id, monthsAgo(37))
      const stored = async (id: string) => (await storedFolders(t.app.storage, APPLICATIONS_PREFIX)).includes(id)
      expect(await stored(declined.id)).toBe(true)
      expect((await staffGet(`/api/admin/contacts/${declined.id}/files/${declined.fileId}`)).statusCode).toBe(200)

      const counts = await purge()
      expect(counts.applications).toBe(3)
      for (const gone of [declined, undecided, longFormer]) {
        expect(await opens(gone.id)).toBe(404)
        expect((await staffGet(`/api/admin/contacts/${gone.id}/files/${gone.fileId}`)).statusCode).toBe(404)
        expect(await stored(gone.id)).toBe(false)
        expect(await tracesOf(gone.id)).toEqual({ notes: 0, mails: 0 })
      }
      for (const kept of [recentDecline, onList, former]) {
        expect(await opens(kept.id)).toBe(200)
        expect((await staffGet(`/api/admin/contacts/${kept.id}/files/${kept.fileId}`)).statusCode).toBe(200)
      }
    })

    it('removes mail copies 90 days old, in the database and on disk, and keeps mail still to be sent', async () => {
      const id = await sellToUs('Mail Copy Seller')
      const rows = await db().selectFrom('mail_outbox').select(['id', 'created_at']).where('related_id', '=', id).execute()
      expect(rows).toHaveLength(2)
      const [old, fresh] = rows
      /** Dates the mails of one row (by id) or of one lead (by related_id). */
      const age = (
        column: 'id' | 'related_id',
        value: string,
        dates: { sent_at?: string | null; failed_at?: string; created_at?: string },
      ) => db().updateTable('mail_outbox').set(dates).where(column, '=', value).execute()
      await age('id', old.id, { sent_at: daysAgo(91) })
      await age('id', fresh.id, { sent_at: daysAgo(89) })
      const failed = await sellToUs('Failed Mail Seller')
      await age('related_id', failed, { sent_at: null, failed_at: daysAgo(91) })
      const waiting = await sellToUs('Waiting Mail Seller')
      await age('related_id', waiting, { sent_at: null, created_at: daysAgo(120) })
      const fileOf = (row: { id: string; created_at: string }) =>
        path.join(mailDir(), `${row.created_at.replace(/[:.]/g, '-')}-${row.id}.eml`)
      expect(fs.existsSync(fileOf(old))).toBe(true)
      const then = new Date(Date.now() - 91 * DAY)
      fs.utimesSync(fileOf(old), then, then)

      await purge()
      const left = (await db().selectFrom('mail_outbox').select('id').where('related_id', 'in', [id, failed, waiting]).execute()).map(
        (r) => r.id,
      )
      const waitingIds = (await db().selectFrom('mail_outbox').select('id').where('related_id', '=', waiting).execute()).map((r) => r.id)
      expect(left.sort()).toEqual([fresh.id, ...waitingIds].sort())
      expect(waitingIds).toHaveLength(2)
      expect(fs.existsSync(fileOf(old))).toBe(false)
      expect(fs.existsSync(fileOf(fresh))).toBe(true)
      // The inquiry itself is kept: only the copies of its mail go.
      expect(await opens(id)).toBe(200)
    })

    it('removes notes of addresses that left the list and folders of applications that were never stored, once a day old', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'leaving@example.com' } })).statusCode,
      ).toBe(200)
      const subscriber = await db()
        .selectFrom('upcoming_subscribers')
        .selectAll()
        .where('email', '=', 'leaving@example.com')
        .executeTakeFirstOrThrow()
      expect((await staffSend('POST', `/api/admin/contacts/${subscriber.id}/notes`, { body: 'Asked about Elkhorn.' })).statusCode).toBe(201)
      const unsubscribed = await t.app.inject({
        method: 'POST',
        url: '/api/upcoming/subscribers/unsubscribe',
        payload: { token: subscriber.unsubscribe_token },
      })
      expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)
      // Unsubscribing removes the sign-up's notes with it (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md);
      // a note whose lead went another way (left by a version before that) is removed by the daily purge.
      expect(await tracesOf(subscriber.id)).toMatchObject({ notes: 0 })
      const gone = 'gone-lead-000000000000'
      await db()
        .insertInto('lead_notes')
        .values({
          id: 'orphan-note-00000000000',
          lead_id: gone,
          kind: 'note',
          body: 'Asked about Elkhorn.',
          author_id: null,
          author_name: 'admin',
          created_at: new Date().toISOString(),
        })
        .execute()

      const [stale, inFlight] = ['PB-1700000000000-stale00', 'PB-1700000000000-upload0']
      const folders = () => storedFolders(t.app.storage, APPLICATIONS_PREFIX)
      const leftBehind = (id: string) => t.app.storage.put(applicationFileKey(id, 'left-behind.pdf'), Buffer.from('%PDF-1.4'))
      // Files kept a day and an hour ago by a server that died before writing the application's row.
      await leftBehind(stale)
      const counts = await purge(new Date(Date.now() + DAY + 60 * 60 * 1000))
      expect(counts.notes).toBe(1)
      expect(await tracesOf(gone)).toMatchObject({ notes: 0 })
      expect(await folders()).not.toContain(stale)
      // Files of an application being received now.
      await leftBehind(inFlight)
      await purge()
      expect(await folders()).toContain(inFlight)
      await t.app.storage.delete([applicationFileKey(inFlight, 'left-behind.pdf')])
    })

    it('removes temporary upload folders left by a server that died, once older than an upload can take, and keeps fresh ones', async () => {
      const maxAgeMs = leftoverUploadAgeMs(30_000)
      const dirs = uploadTmpDirs(t.database.dataDir)
      const made: Record<string, string> = {}
      for (const [where, dir] of Object.entries(dirs)) {
        for (const age of ['old', 'fresh']) {
          const folder = path.join(dir, `upload-${age}-${where}`)
          fs.mkdirSync(folder, { recursive: true })
          fs.writeFileSync(path.join(folder, '0'), Buffer.alloc(1024))
          made[`${age} ${where}`] = folder
        }
        const then = new Date(Date.now() - maxAgeMs - 1000)
        fs.utimesSync(made[`old ${where}`], then, then)
      }
      // Not an upload's folder: never touched, however old.
      const other = path.join(dirs.people, 'keep-me')
      fs.mkdirSync(other, { recursive: true })
      fs.utimesSync(other, new Date(0), new Date(0))

      const counts = await purge()
      expect(counts.uploads).toBe(3)
      for (const [name, folder] of Object.entries(made)) expect(fs.existsSync(folder), name).toBe(name.startsWith('fresh'))
      expect(fs.existsSync(other)).toBe(true)
      for (const folder of [...Object.values(made), other]) fs.rmSync(folder, { recursive: true, force: true })
    })

    it('forgets saved-search addresses and browser ties never confirmed after a week, keeps confirmed ones, and listing changes after 35 days', async () => {
      const save = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          payload: { page: '/properties', query: 'bedrooms=3', name: 'Three bedrooms', frequency: 'daily', email },
        })
      for (const email of ['late.saver@example.com', 'kept.saver@example.com']) expect((await save(email)).statusCode).toBe(200)
      const addressOf = (email: string) => db().selectFrom('alert_addresses').select('id').where('email', '=', email).executeTakeFirst()
      const kept = (await addressOf('kept.saver@example.com'))!
      const late = (await addressOf('late.saver@example.com'))!
      const { confirm_token } = await db()
        .selectFrom('alert_browsers')
        .select('confirm_token')
        .where('address_id', '=', kept.id)
        .executeTakeFirstOrThrow()
      const confirmed = await t.app.inject({ method: 'POST', url: '/api/saved-searches/confirm', payload: { token: confirm_token } })
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      for (const table of ['alert_addresses', 'alert_browsers'] as const)
        await db()
          .updateTable(table)
          .set({ created_at: daysAgo(8) })
          .execute()
      const [oldChange, newChange] = [newId(), newId()]
      await db()
        .insertInto('listing_changes')
        .values([
          { id: oldChange, property_id: newId(), kind: 'price', before_value: '300000', after_value: '290000', at: daysAgo(40) },
          { id: newChange, property_id: newId(), kind: 'price', before_value: '300000', after_value: '280000', at: daysAgo(2) },
        ])
        .execute()
      const searchOf = async (id: string) => db().selectFrom('saved_searches').select('id').where('address_id', '=', id).execute()
      await db()
        .insertInto('alert_sends')
        .values({ address_id: kept.id, change_id: oldChange, search_id: (await searchOf(kept.id))[0]!.id, sent_at: daysAgo(39) })
        .execute()

      expect((await purge()).unconfirmedSignUps).toBeGreaterThanOrEqual(1)
      expect(await addressOf('late.saver@example.com')).toBeUndefined()
      expect(await searchOf(late.id)).toEqual([])
      expect(await addressOf('kept.saver@example.com')).toEqual(kept)
      expect(await searchOf(kept.id)).toHaveLength(1)
      const changes = await db().selectFrom('listing_changes').select('id').where('id', 'in', [oldChange, newChange]).execute()
      expect(changes.map((c) => c.id)).toEqual([newChange])
      expect(await db().selectFrom('alert_sends').select('change_id').where('change_id', '=', oldChange).execute()).toEqual([])
    })

    it('runs when an app server starts, on the database it shares', async () => {
      const id = await sellToUs('Startup Seller')
      await age(id, monthsAgo(30))
      const connection = openSecondConnection(t.database)
      const config = loadConfig(
        { NODE_ENV: 'test', DATA_DIR: t.database.dataDir },
        { seedWhenEmpty: false, adminPassword: 'test-password-123', logLevel: TEST_LOG_LEVEL },
      )
      const second = await buildApp(config, { database: connection, web: false, outboxIntervalMs: 0, logStream: testLogStream() })
      try {
        await vi.waitFor(async () => expect(await opens(id)).toBe(404), { timeout: 10_000 })
      } finally {
        await second.close()
        await connection.close()
      }
    })
  })
}
