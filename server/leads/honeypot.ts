import { newId } from '#server/db/ids.ts'

// Every public form carries a honeypot field, "website" (app/ui/forms/honeypot-field.tsx):
// people never see it, bots fill it. A caught bot must not be able to tell: it gets the
// answer a real submission of the same body would get (same status, same message, an id
// of the same shape), while nothing is stored or mailed.

/** Whether the honeypot field is filled (after normalising, so whitespace alone is not a bot). */
export const caughtByHoneypot = (body: { website?: string | null }): boolean => Boolean(body.website?.trim())

/**
 * Runs `record` (store and mail; returns the new record's id) unless the
 * honeypot is filled, in which case a fresh id that names nothing is returned.
 * Call it where the real submission would be recorded, after every check that
 * can answer 4xx, so a bot's invalid form gets the same 400 as a person's.
 */
export async function recordUnlessBot(
  body: { website?: string | null },
  record: () => Promise<string>,
  /** Makes an id of the shape `record` returns (applications have their own). */
  fakeId: () => string = newId,
): Promise<string> {
  return caughtByHoneypot(body) ? fakeId() : record()
}
