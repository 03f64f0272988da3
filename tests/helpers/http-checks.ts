import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'

/** A JSON form endpoint answers a broken body with 400 and a body over the limit with 413, each with its message. */
export async function expectBodyChecks(app: FastifyInstance, url: string): Promise<void> {
  const send = (payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload })
  const bad = await send('{"clientName":')
  expect(bad.statusCode).toBe(400)
  expect(bad.json().message).toBe('Request body is not valid JSON')
  const big = await send(JSON.stringify({ message: 'x'.repeat(1_100_000) }))
  expect(big.statusCode).toBe(413)
  expect(big.json().message).toBe('Request body is too large')
}

/** With a limit of two requests per window, the third empty post to `url` is refused with 429. */
export async function expectThirdPostLimited(app: FastifyInstance, url: string): Promise<void> {
  const send = () => app.inject({ method: 'POST', url, payload: {} })
  expect((await send()).statusCode).toBe(400)
  expect((await send()).statusCode).toBe(400)
  const third = await send()
  expect(third.statusCode).toBe(429)
  expect(third.json().message).toMatch(/Too many requests/)
}
