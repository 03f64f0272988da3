import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** A visitor's message to a listing's agent through the public form (POST /api/contact/agent); answers the lead's id. */
export async function contactAgent(
  app: FastifyInstance,
  propertyId: string,
  clientName: string,
  message = 'Still available?',
  clientEmail = `${clientName.split(' ')[0].toLowerCase()}@example.com`,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/contact/agent', payload: { propertyId, clientName, clientEmail, message } })
  if (res.statusCode !== 200) throw new Error(`the message of ${clientName} was refused: ${res.statusCode} ${res.body}`)
  return (res.json() as { inquiryId: string }).inquiryId
}

/** A visitor's message through the contact page's general form (POST /api/contact/general); answers the lead's id. */
export async function contactForm(app: FastifyInstance, clientName: string, message = 'Hello'): Promise<string> {
  const clientEmail = `${clientName.split(' ')[0].toLowerCase()}@example.com`
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact/general',
    payload: { clientName, clientEmail, clientPhone: '', message },
  })
  if (res.statusCode !== 200) throw new Error(`the message of ${clientName} was refused: ${res.statusCode} ${res.body}`)
  return (res.json() as { inquiryId: string }).inquiryId
}

/** Signs an address up for Get Notified and confirms it as its owner would (double opt-in); answers its mails' unsubscribe token. */
export async function subscribeConfirmed(app: FastifyInstance, db: Kysely<Database>, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email } })
  if (res.statusCode !== 200) throw new Error(`the sign-up of ${email} was refused: ${res.statusCode} ${res.body}`)
  const row = await db.selectFrom('upcoming_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  const confirmed = await app.inject({ method: 'POST', url: '/api/upcoming/subscribers/confirm', payload: { token: row.confirm_token } })
  if (confirmed.statusCode !== 200) throw new Error(`the confirmation of ${email} was refused: ${confirmed.statusCode} ${confirmed.body}`)
  return row.unsubscribe_token
}

type Answer = { statusCode: number; body: string; json(): any } // eslint-disable-line @typescript-eslint/no-explicit-any

/** A form the server refuses: 400 with a message that contains `text`, and nothing more stored (by `count`). */
export async function expectRefused(send: () => Promise<Answer>, count: () => Promise<number>, text: string): Promise<void> {
  const before = await count()
  const res = await send()
  expect(res.statusCode, res.body).toBe(400)
  expect(res.json().message).toContain(text)
  expect(await count()).toBe(before)
}

/** A message with offensive words: stored all the same (one lead more), flagged for staff, as `expected` says. */
export async function expectStoredFlagged(db: Kysely<Database>, send: () => Promise<Answer>, expected: Record<string, unknown>) {
  const count = () =>
    db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  const before = Number((await count()).n)
  const res = await send()
  expect(res.statusCode, res.body).toBe(200)
  expect(Number((await count()).n)).toBe(before + 1)
  const row = await db.selectFrom('inquiries').selectAll().where('id', '=', res.json().inquiryId).executeTakeFirstOrThrow()
  expect(row).toMatchObject({ ...expected, offensive_language: 1 })
  return { res, row }
}
