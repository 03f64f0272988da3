// Errors that mean the database is away for a moment (restarting, its
// connections killed, or too busy), not that the request was wrong: the
// request is answered 503 with a message instead of a 500, and may be retried.

const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '40001', '40P01'])
const NODE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'SQLITE_BUSY', 'SQLITE_LOCKED'])
const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const { code, message } = err as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (code.startsWith('08') || PG_UNAVAILABLE.has(code) || NODE_UNAVAILABLE.has(code))) return true
  return typeof message === 'string' && MESSAGES.test(message)
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'We could not reach our database just now. Please try again in a moment.'
