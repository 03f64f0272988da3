import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** An id a proxy may hand on: short, and nothing a log line could be bent by. */
const PLAIN_ID = /^[A-Za-z0-9._-]{8,64}$/

/** The request's id: the X-Request-Id a proxy sent when it is a plain token, else a new random one. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID()
}
