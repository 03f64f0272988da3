import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/helpers/databases.ts'
import { startObjectStore, storageEnv, type TestObjectStore } from '#tests/helpers/object-storage.ts'
import { startMailServer } from '#tests/helpers/mail-server.ts'
import { killAll, startServerProcess, type ServerProcess } from '#tests/helpers/server-process.ts'
import { startRoundRobinProxy, type RoundRobinProxy } from '#tests/helpers/round-robin-proxy.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { emptyListingForm, type ListingInputBody } from '#core/listings/listing-form.ts'
import type { Listing } from '#core/listings/listing.ts'
import { productionBuild } from '#tests/setup/setup-ready.ts'

// Two app servers, as real processes, on one PostgreSQL database and one S3-compatible store, behind a round-robin
// reverse proxy that adds X-Forwarded-For (docs/production.md, "Several app servers"). What one server does is
// what the other shows: listings on its pages, photos, sessions and their end, one mail per message, one count per
// rate limit; and when one is killed under load, the other answers everything.

const baseUrl = process.env.TEST_DATABASE_URL
const PASSWORD = 'test-password-123'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * A request from the client address `from` (a loopback address of its own, so each part of the test is its own
 * visitor to the rate limits), with an optional JSON or raw body.
 */
function request(
  url: string,
  options: { method?: string; from?: string; headers?: Record<string, string>; json?: object; body?: Buffer } = {},
): Promise<Answer> {
  const body = options.json ? Buffer.from(JSON.stringify(options.json)) : options.body
  const headers = { ...(options.json && { 'content-type': 'application/json' }), ...options.headers }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers, localAddress: options.from, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * How long after now `url` went on answering the old way: from now to the start of the last request whose answer was
 * still wrong (0 when the first was right). A busy machine's slow renders make requests start late, but they do not
 * count against the server: only a request that began after the bound and still got the old answer does.
 */
async function answeredWithin(url: string, wanted: (answer: Answer) => boolean, timeoutMs = 10_000): Promise<number> {
  const since = Date.now()
  let lastWrong = since
  while (Date.now() - since < timeoutMs) {
    const asked = Date.now()
    if (wanted(await request(url))) return lastWrong - since
    lastWrong = asked
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer as expected within ${timeoutMs} ms`)
}

const showing = (text: string) => (answer: Answer) => answer.body.includes(text)

describe.skipIf(!baseUrl)('several app servers on one database and one object store', () => {
  let database: TestDatabase
  let store: TestObjectStore
  let smtp: Awaited<ReturnType<typeof startMailServer>>
  let servers: ServerProcess[] = []
  let proxy: RoundRobinProxy
  let a: ServerProcess
  let b: ServerProcess

  const signIn = async (on: string, from: string) => {
    const res = await request(`${on}/api/auth/login`, { method: 'POST', from, json: { username: 'admin', password: PASSWORD } })
    expect(res.status, res.body).toBe(200)
    return (JSON.parse(res.body) as { token: string }).token
  }

  beforeAll(async () => {
    await productionBuild()
    database = await createTestDatabase('postgres')
    store = await startObjectStore({ prefix: 'several' })
    smtp = await startMailServer()
    const env = {
      DATABASE_URL: database.databaseUrl!,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OFFICE_EMAIL: 'office@example.com',
      TRUST_PROXY: '127.0.0.1',
      TWO_STEP_REQUIRED: 'off',
      FORM_RATE_LIMIT_MAX: '4',
      SERVE_WEB: '1',
      SERVE_SEED: '1',
      SERVE_OUTBOX_POLL_MS: '100',
      ...(storageEnv(store.setting) as Record<string, string>),
    }
    // Both start at once on a new database, as a fleet does after a deploy: the demo seed, the first admin and the
    // schedules must not trip over each other. Each has its own data folder: nothing is shared through a disk.
    servers = await Promise.all(
      ['a', 'b'].map(async (name) => startServerProcess({ ...env, DATA_DIR: `${database.dataDir}/server-${name}` })),
    )
    ;[a, b] = servers
    proxy = await startRoundRobinProxy([a.url, b.url])
  })
  afterAll(async () => {
    await proxy?.close()
    await killAll(servers)
    await smtp?.stop()
    await store?.stop()
    await database?.destroy()
  })

  it('seeded the demo business once though both servers started on the empty database at once', async () => {
    const listings = await database.db.selectFrom('properties').select(['title', 'address']).execute()
    expect(listings.length).toBeGreaterThan(0)
    expect(new Set(listings.map((l) => `${l.title}|${l.address}`)).size).toBe(listings.length)
    expect(await database.db.selectFrom('admin_users').select('username').execute()).toEqual([{ username: 'admin' }])
  })

  it('shows a listing saved on one server on the pages and in the catalog of the other within a second', async () => {
    const token = await signIn(a.url, '127.0.0.2')
    // The other server renders its pages first, so it has them cached when the listing is saved.
    expect((await request(`${b.url}/properties`)).status).toBe(200)
    expect((await request(`${b.url}/api/properties`)).body).not.toContain('Fontenelle Foursquare')
    const body: ListingInputBody = {
      ...emptyListingForm(),
      title: 'Fontenelle Foursquare',
      address: '4411 Ames Ave',
      zip: '68111',
      price: 214000,
      squareFootage: 1720,
      bathrooms: 2,
      description: 'A foursquare with a new roof.',
      location: { city: 'Omaha', neighborhood: 'Fontenelle', county: 'Douglas', schoolDistrict: 'OPS', walkScore: 60 },
    }
    const saved = await request(`${a.url}/api/admin/properties`, { method: 'POST', headers: bearer(token), json: body })
    expect(saved.status, saved.body).toBe(201)
    const id = (JSON.parse(saved.body) as Listing)._id
    // A new listing is a draft (docs/decisions/0097-listing-drafts-and-publishing.md): the other server shows nothing
    // of it until it is published, which happens here in the database as the publish button's write would.
    expect((await request(`${b.url}/property/${id}`)).status).toBe(404)
    await database.db.updateTable('properties').set({ published_at: new Date().toISOString() }).where('id', '=', id).execute()
    expect(await answeredWithin(`${b.url}/properties`, showing('Fontenelle Foursquare'))).toBeLessThan(1000)
    expect((await request(`${b.url}/api/properties`)).body).toContain(id)
    // Each cache of the other server (API answers, pages) learns of the change within a second, not all at one instant.
    expect(await answeredWithin(`${b.url}/property/${id}`, (answer) => answer.status === 200)).toBeLessThan(1000)

    // A change, then an archive: the other's cached page follows each.
    const changed = await request(`${a.url}/api/admin/properties/${id}`, {
      method: 'PUT',
      headers: bearer(token),
      json: { ...body, title: 'Fontenelle Four-Square' },
    })
    expect(changed.status, changed.body).toBe(200)
    expect(await answeredWithin(`${b.url}/properties`, showing('Fontenelle Four-Square'))).toBeLessThan(1000)
    expect((await request(`${a.url}/api/admin/properties/${id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
    // An archived listing's page answers 410 Gone (docs/decisions/0071-listing-statuses-and-archiving.md).
    expect(await answeredWithin(`${b.url}/property/${id}`, (answer) => answer.status === 410)).toBeLessThan(1000)
  })

  it('serves a photo uploaded on one server from the other, byte for byte', async () => {
    const token = await signIn(a.url, '127.0.0.3')
    const form = new FormData()
    form.append('missionImage', (await sampleFiles()).jpeg, 'porch.jpg')
    const multipart = new Request('http://x', { method: 'POST', body: form })
    const upload = await request(`${a.url}/api/admin/content/upload-mission-image`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': multipart.headers.get('content-type')! },
      body: Buffer.from(await multipart.arrayBuffer()),
    })
    expect(upload.status, upload.body).toBe(200)
    const url = (JSON.parse(upload.body) as { imageUrl: string }).imageUrl
    const fromA = await request(`${a.url}${url}`)
    const fromB = await request(`${b.url}${url}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers['content-type']).toBe('image/webp')
    expect(fromB.headers.etag).toBe(fromA.headers.etag)
    expect(Buffer.from(fromB.body, 'latin1').equals(Buffer.from(fromA.body, 'latin1'))).toBe(true)
  })

  it('keeps a session made on one server on the other, and a sign-out on one ends it on both', async () => {
    const token = await signIn(`${proxy.url}`, '127.0.0.4')
    for (const server of [a, b])
      expect((await request(`${server.url}/api/admin/verify-token`, { headers: bearer(token) })).status).toBe(200)
    // The session remembers the visitor's address the proxy forwarded, not the proxy's.
    const sessions = await request(`${b.url}/api/admin/account/sessions`, { headers: bearer(token) })
    expect((JSON.parse(sessions.body) as Array<{ address: string; current: boolean }>).find((s) => s.current)?.address).toBe('127.0.0.4')

    expect((await request(`${b.url}/api/auth/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(200)
    for (const server of [a, b])
      expect((await request(`${server.url}/api/admin/verify-token`, { headers: bearer(token) })).status).toBe(401)
  })

  it('sends each mail once, whichever server took the inquiry and whichever polls the outbox', async () => {
    const before = smtp.received.length
    const ids: string[] = []
    for (let i = 0; i < 4; i++) {
      const res = await request(`${proxy.url}/api/contact/general`, {
        method: 'POST',
        from: '127.0.0.5',
        json: { clientName: `Riley ${i}`, clientEmail: `riley${i}@example.com`, clientPhone: '', message: `Do you allow cats? (${i})` },
      })
      expect(res.status, res.body).toBe(200)
      ids.push((JSON.parse(res.body) as { inquiryId: string }).inquiryId)
    }
    // Each inquiry mails the office and confirms to the visitor: eight mails, none twice.
    const related = database.db.selectFrom('mail_outbox').select(['message_id', 'sent_at']).where('related_id', 'in', ids)
    await vi.waitFor(async () => expect((await related.execute()).filter((m) => m.sent_at)).toHaveLength(8), { timeout: 20_000 })
    const queued = await related.execute()
    const mine = smtp.received.slice(before)
    expect(mine).toHaveLength(8)
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(8)
    expect(mine.map((m) => m.messageId).sort()).toEqual(queued.map((m) => m.message_id).sort())
    for (let i = 0; i < 4; i++) expect(mine.filter((m) => m.to.includes(`riley${i}@example.com`))).toHaveLength(1)
    // Both servers took inquiries: the proxy sent the four posts to each in turn.
    expect(proxy.answered.get(a.url)).toBeGreaterThan(0)
    expect(proxy.answered.get(b.url)).toBeGreaterThan(0)
  })

  it('counts a form rate limit across both servers, by the address the proxy forwarded', async () => {
    const post = (from: string, forged?: string) =>
      request(`${proxy.url}/api/contact/consultation`, {
        method: 'POST',
        from,
        headers: forged ? { 'x-forwarded-for': forged } : {},
        json: {
          clientName: 'Morgan Lee',
          clientEmail: 'morgan@example.com',
          clientPhone: '(402) 555-0177',
          preferredTime: 'Any time',
        },
      })
    // FORM_RATE_LIMIT_MAX is 4: two posts land on each server, the fifth is refused whichever server gets it.
    for (let i = 0; i < 4; i++) expect((await post('127.0.0.6')).status).toBe(200)
    const refused = await post('127.0.0.6')
    expect(refused.status).toBe(429)
    expect((await post('127.0.0.6')).status).toBe(429)
    // An address written in front of the proxy's does not make a new visitor.
    expect((await post('127.0.0.6', '203.0.113.9')).status).toBe(429)
    // Another visitor is not held back.
    expect((await post('127.0.0.7')).status).toBe(200)
  })

  it('keeps answering through the proxy when one server is killed under load', async () => {
    const paths = ['/api/properties?limit=12', '/', '/properties', '/api/places?q=Omaha']
    const outcomes: Array<{ status: number; at: number }> = []
    let stop = false
    let killedAt = Infinity
    const lane = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const at = Date.now()
        const res = await request(`${proxy.url}${paths[(n + i) % paths.length]}`, { from: '127.0.0.8' }).catch(() => ({ status: 0 }))
        outcomes.push({ status: res.status, at })
      }
    }
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(lane))
    await vi.waitFor(() => expect(outcomes.length).toBeGreaterThan(60), { timeout: 30_000 })
    expect(proxy.answered.get(a.url)).toBeGreaterThan(0)
    await a.kill()
    killedAt = Date.now()
    const answeredByA = proxy.answered.get(a.url)!
    await vi.waitFor(() => expect(outcomes.filter((o) => o.at > killedAt).length).toBeGreaterThan(120), { timeout: 60_000 })
    stop = true
    await load
    // Every request answered 200: those in flight to the killed server were sent again to the other.
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([])
    expect(proxy.answered.get(a.url)).toBe(answeredByA)
    expect(proxy.retries).toBeGreaterThan(0)
    // The survivor still takes writes: a visitor's inquiry is stored and mailed.
    const res = await request(`${proxy.url}/api/contact/general`, {
      method: 'POST',
      from: '127.0.0.9',
      json: { clientName: 'Avery Stone', clientEmail: 'avery@example.com', clientPhone: '', message: 'Still there?' },
    })
    expect(res.status, res.body).toBe(200)
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes('avery@example.com'))).toHaveLength(1), { timeout: 20_000 })
  })
})
