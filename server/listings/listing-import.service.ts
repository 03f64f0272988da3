import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { ID_PATTERN } from '#core/ids.ts'
import { emptyListingForm, ListingInputSchema, type ListingFormValues } from '#core/listings/listing-form.ts'
import { fromResoRow, RESO_COLUMNS, resoColumnOf, resoMedia, resoYes } from '#core/listings/reso-fields.ts'
import { LISTING_IMPORT_MAX_ROWS, type ImportRow, type ListingImportAnswer } from '#core/listings/listing-import.ts'
import { parseCsv } from '#server/leads/csv.ts'
import { createAgentAdminRepository } from '#server/people/people.repository.ts'
import type { FairHousing } from '#server/content/fair-housing.service.ts'
import { createListingRepository } from './listing.repository.ts'
import { httpError, staffListing, type ListingAdmin, type ListingEditor } from './listing-admin.service.ts'
import type { ListingPublishing } from './listing-publishing.service.ts'

// The RESO CSV import (docs/decisions/0158-reso-csv-export-and-import.md). Each row is checked by the listing
// editor's one schema; a row with a ListingKey of a listing we have updates it, any other creates one (keeping the
// key as its id when it is free, so a file moved between two copies of the site keeps its ids). New listings are
// drafts unless X_Published says true and the publishing checklist passes. Photos are taken only from this site's
// own media library (/media/<id>/…); other addresses are skipped with a note, never fetched.

interface PlannedRow extends ImportRow {
  body?: ListingFormValues
  existing: boolean
  publish: boolean | undefined
  /** The photos found in this site's media library, each with its description from the file. */
  photos: Array<{ mediaId: string; alt: string }>
}

const MEDIA_PATH = /^(?:https?:\/\/[^/]+)?\/media\/([0-9a-f]{24})\//

export function createListingImport(
  db: Kysely<Database>,
  deps: { admin: ListingAdmin; publishing: ListingPublishing; fairHousing: FairHousing; publicUrl: string },
) {
  const { admin, publishing, fairHousing, publicUrl } = deps
  const ownHost = new URL(publicUrl).host

  async function mediaOf(photos: Array<{ url: string; alt: string }>, notes: string[]): Promise<Array<{ mediaId: string; alt: string }>> {
    const found: Array<{ mediaId: string; alt: string }> = []
    const skipped: string[] = []
    for (const { url, alt } of photos) {
      const match = MEDIA_PATH.exec(url)
      const host = /^https?:\/\/([^/]+)/.exec(url)?.[1]
      const id = match && (!host || host === ownHost) ? match[1]! : undefined
      const media = id && (await db.selectFrom('media_files').select('id').where('id', '=', id).executeTakeFirst())
      if (media) found.push({ mediaId: media.id, alt })
      else skipped.push(url)
    }
    if (skipped.length > 0)
      notes.push(
        `${skipped.length === 1 ? 'Photo' : `${skipped.length} photos`} skipped: only photos already in this site's media library are imported (${skipped[0]}${skipped.length > 1 ? ', …' : ''})`,
      )
    return found
  }

  async function agentOf(cells: Record<string, string>, notes: string[]): Promise<string | null> {
    const agents = createAgentAdminRepository(db)
    const key = (cells.ListAgentKey ?? '').trim()
    if (ID_PATTERN.test(key) && (await agents.findById(key))) return key
    const email = (cells.ListAgentEmail ?? '').trim()
    const byEmail = email ? await agents.idByEmail(email) : undefined
    if (byEmail) return byEmail
    if (key || email) notes.push(`Agent ${email || key} is not on the agent list: the listing names no agent`)
    return null
  }

  async function planRow(cells: Record<string, string>, row: number): Promise<PlannedRow> {
    const problems: ImportRow['problems'] = []
    const notes: string[] = []
    const key = (cells.ListingKey ?? '').trim()
    if (key && !ID_PATTERN.test(key))
      problems.push({ field: 'ListingKey', message: 'must be a 24-character hexadecimal id, or empty for a new listing' })
    const existing = ID_PATTERN.test(key) && (await staffListing(db, key)) !== undefined
    const raw = { ...fromResoRow(cells, emptyListingForm()), agentId: await agentOf(cells, notes) }
    const parsed = ListingInputSchema.safeParse(raw)
    if (!parsed.success) for (const issue of parsed.error.issues) problems.push({ field: resoColumnOf(issue.path), message: issue.message })
    const publish = 'X_Published' in cells ? resoYes(cells.X_Published) : undefined
    const photos = existing ? [] : await mediaOf(resoMedia(cells), notes)
    if (existing && resoMedia(cells).length > 0) notes.push('Its photos stay as they are: an update leaves photos to the editor')
    return {
      row,
      action: existing ? 'update' : 'create',
      listingKey: key,
      title: typeof raw.title === 'string' ? raw.title : '',
      problems,
      notes,
      body: parsed.success ? parsed.data : undefined,
      existing,
      publish,
      photos,
    }
  }

  async function plan(csv: string): Promise<{ rows: PlannedRow[]; ignoredColumns: string[] }> {
    const [header, ...data] = parseCsv(csv)
    const names = (header ?? []).map((h) => h.trim())
    if (!names.includes('X_Title') && !names.includes('UnparsedAddress'))
      throw httpError(400, 'This is not a listings CSV: its first row must name the RESO columns (see Export CSV)')
    if (data.length === 0) throw httpError(400, 'The file has no listings below its header row')
    if (data.length > LISTING_IMPORT_MAX_ROWS)
      throw httpError(400, `The file has ${data.length} listings: import at most ${LISTING_IMPORT_MAX_ROWS} at a time`)
    const rows: PlannedRow[] = []
    const seen = new Set<string>()
    for (const [i, cells] of data.entries()) {
      const planned = await planRow(Object.fromEntries(names.map((name, c) => [name, cells[c] ?? ''])), i + 2)
      if (planned.listingKey && seen.has(planned.listingKey))
        planned.problems.push({ field: 'ListingKey', message: 'appears on an earlier row of this file' })
      seen.add(planned.listingKey)
      rows.push(planned)
    }
    return { rows, ignoredColumns: names.filter((n) => n && !RESO_COLUMNS.includes(n)) }
  }

  /** Publishes or unpublishes as the row asks; what could not be done is a note (the listing stays a draft). */
  async function settle(id: string, row: PlannedRow, body: ListingFormValues): Promise<void> {
    if (row.publish === false && row.existing) await publishing.unpublish(id)
    if (!row.publish) return
    try {
      await fairHousing.review([body.title, body.description], undefined)
      await publishing.publish(id)
    } catch (err) {
      const words = (err as { phrases?: string[] }).phrases
        ? `the fair-housing check flags ${(err as { phrases: string[] }).phrases.join(', ')}; publish it from the editor with a reason`
        : (err as Error).message
      row.notes.push(`Stays a draft: ${words}`)
    }
  }

  const answer = (rows: PlannedRow[], ignoredColumns: string[], done: boolean): ListingImportAnswer => ({
    rows: rows.map(({ body: _body, existing: _existing, publish: _publish, photos: _photos, ...row }) => row),
    creates: rows.filter((r) => r.problems.length === 0 && r.action === 'create').length,
    updates: rows.filter((r) => r.problems.length === 0 && r.action === 'update').length,
    invalid: rows.filter((r) => r.problems.length > 0).length,
    ignoredColumns,
    done,
  })

  return {
    /** What the file would do, row by row; nothing is saved. */
    async preview(csv: string): Promise<ListingImportAnswer> {
      const { rows, ignoredColumns } = await plan(csv)
      return answer(rows, ignoredColumns, false)
    },

    /** Saves every row, each as a staff save with its kept version; refused as a whole while any row has a problem. */
    async run(csv: string, editor: ListingEditor): Promise<ListingImportAnswer> {
      const { rows, ignoredColumns } = await plan(csv)
      const invalid = rows.filter((r) => r.problems.length > 0)
      if (invalid.length > 0)
        throw httpError(400, `${invalid.length} of ${rows.length} rows have problems: fix them in the file and import it again`)
      for (const row of rows) {
        const body = row.body!
        const id = row.existing
          ? (await admin.update(row.listingKey, body, editor))._id
          : (await admin.create(body, editor, row.listingKey || undefined))._id
        if (!row.existing && row.photos.length > 0) await createListingRepository(db).attachImages(id, row.photos)
        row.listingKey = id
        await settle(id, row, body)
      }
      return answer(rows, ignoredColumns, true)
    },
  }
}

export type ListingImport = ReturnType<typeof createListingImport>
