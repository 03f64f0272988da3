// Which failures of a request to object storage are worth sending it again for, and the sending again of a request
// whose body the SDK cannot rewind (a file's stream, server/storage/s3-store.ts).

/** How many times a request is sent before its failure is final, by the SDK or by sendAgainWhenTransient. */
export const MAX_ATTEMPTS = 3

/** The network failures after which a request may simply be sent again (as the SDK counts them transient). */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH'])

/**
 * Whether a failed request may succeed when sent again: the connection dropped, was refused or timed out, or the
 * store answered that it failed or was busy (5xx, 429, SlowDown). A refusal (another 4xx) and a local error (a file
 * that cannot be read) are final.
 */
export function isTransient(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const { code, name, $metadata } = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } }
  const status = $metadata?.httpStatusCode ?? 0
  if (status >= 500 || status === 429 || name === 'SlowDown' || name === 'RequestTimeout') return true
  return TRANSIENT_CODES.has(code ?? '') || name === 'TimeoutError'
}

/** Calls `send` (which makes its body anew) again while it fails transiently, `attempts` times in all, pausing a little longer each time. */
export async function sendAgainWhenTransient<T>(send: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send()
    } catch (err) {
      if (attempt >= attempts || !isTransient(err)) throw err
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * (0.5 + Math.random())))
    }
  }
}
