import type { z } from 'zod'

// JSON the server stored itself (settings documents, a listing's showing settings), read back with its schema: a
// value missing or no longer readable (a schema that changed since) is read as its fallback rather than failing.

/** Reads a stored JSON value with its schema; the fallback when it is missing or unreadable. */
export function readStored<T>(schema: z.ZodType<T>, text: string | null | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}
