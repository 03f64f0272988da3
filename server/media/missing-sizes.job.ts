import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { claimedJob } from '#server/db/job-claims.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import type { Crop } from '#core/image-details.ts'
import { RESPONSIVE_WIDTHS } from '#core/media.ts'
import { addMissingSizes, mediaKey } from './image-pipeline.ts'
import type { ImageSource } from './media.repository.ts'

// Stored images get the sizes of widths added to the pipeline after they were uploaded (the 720 px phone size,
// docs/decisions/0171-phone-image-size.md): at start (and hourly until a run went through), the server holding the job's claim makes
// each missing size from the image's kept original (its crop and revision's names), in the one decode queue, and
// adds it to the row by a conditional update, so a crop saved meanwhile wins and a second run finds nothing to do.

const CLAIM = 'image-sizes'
const LEASE_MS = 30 * 60 * 1000
const PAGE = 200

export type MissingSizesOutcome = { state: 'claimed elsewhere' } | { state: 'failed' } | { state: 'done'; images: number }

export function startMissingSizes(
  db: Kysely<Database>,
  store: ObjectStore,
  options: { now: () => Date; intervalMs?: number; log?: { error: (o: object, m: string) => void; info?: (o: object, m: string) => void } },
) {
  const job = { ...options, intervalMs: options.intervalMs ?? 3_600_000, leaseMs: LEASE_MS }
  const failed: MissingSizesOutcome = { state: 'failed' }
  const failure = 'image sizes: could not be made; tried again at the next look'
  const repeated = claimedJob<MissingSizesOutcome>(db, CLAIM, { ...job, failure, failed }, async () => {
    let images = 0
    let after = ''
    for (;;) {
      const rows = await db
        .selectFrom('media_files')
        .select(['id', 'original_file', 'crop', 'revision', 'width', 'sources'])
        .where('kind', '=', 'image')
        // Only rows that lack a width they reach: the scan of a catalog with every size made reads nothing.
        .where((eb) => eb.or(RESPONSIVE_WIDTHS.map((w) => eb.and([eb('width', '>=', w), eb('sources', 'not like', `%/w${w}%`)]))))
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute()
      for (const row of rows) {
        const sources = JSON.parse(row.sources) as ImageSource[]
        const image = { id: row.id, originalFile: row.original_file, crop: row.crop ? (JSON.parse(row.crop) as Crop) : null }
        let all: ImageSource[] | null
        try {
          all = await addMissingSizes(store, { ...image, revision: row.revision, width: row.width!, sources })
        } catch (err) {
          // One image whose original is gone or unreadable does not hold the others back.
          options.log?.error({ err, id: row.id }, 'image sizes: could not be made for this image')
          continue
        }
        if (!all) continue
        const result = await db
          .updateTable('media_files')
          .set({ sources: JSON.stringify(all) })
          .where('id', '=', row.id)
          .where('sources', '=', row.sources)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) === 1) images++
        // The image was cropped or removed meanwhile: its row names other files.
        else await store.delete(all.filter((s) => !sources.some((k) => k.file === s.file)).map((s) => mediaKey(s.file)))
      }
      if (rows.length < PAGE) break
      after = rows[rows.length - 1].id
    }
    if (images > 0) options.log?.info?.({ images }, 'image sizes: added the missing sizes of stored images')
    return { state: 'done', images }
  })
  // New widths come with a new version of the server: once a run went through, the hourly looks stop (a run that
  // failed, or found the claim taken by another server, is tried again within the hour).
  const runDue = async (): Promise<MissingSizesOutcome> => {
    const outcome = await repeated.runDue()
    if (outcome.state === 'done') void repeated.stop()
    return outcome
  }
  return { runDue, stop: repeated.stop }
}

export type MissingSizesJob = ReturnType<typeof startMissingSizes>
