import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { createOpenHouseRepository } from './open-house.repository.ts'

// Ended open houses leave the public pages (docs/decisions/0112-open-houses.md): cached answers and pages are kept
// until the catalog version moves, and time passing moves nothing. So every server marks the open houses that have
// ended, once a minute; the mark is a write to open_houses, which moves the version, and it takes only rows still
// unmarked, so two servers marking at once mark each open house once.

export const OPEN_HOUSE_ENDING_INTERVAL_MS = 60_000

export function startOpenHouseEnding(
  db: Kysely<Database>,
  options: { now: () => Date; intervalMs?: number; log?: { warn: (o: object, m: string) => void } },
): () => Promise<void> {
  const repo = createOpenHouseRepository(db)
  let running: Promise<unknown> | null = null
  const run = () => {
    running ??= repo
      .markEnded(options.now().toISOString())
      .catch((err: unknown) => options.log?.warn({ err }, 'open houses: ended ones not marked'))
      .finally(() => (running = null))
  }
  run()
  const timer = setInterval(run, options.intervalMs ?? OPEN_HOUSE_ENDING_INTERVAL_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
