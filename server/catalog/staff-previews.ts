import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { ContentSlug } from '#core/content/content-saves.ts'
import { createContentCatalog } from '#server/content/content.catalog.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { withUnsavedEdits } from '#server/listings/listing-input.ts'
import type { ListingInput } from '#server/listings/listing-writer.service.ts'
import type { AppLoadContextValue, PublicCatalog } from './public-catalog.ts'

// Staff previews (docs/decisions/0099-staff-previews.md). Public pages are rendered on the server for anybody, and
// staff sign in with a bearer token the page request cannot carry; so a staff API call makes a short-lived preview
// link instead: a random token in the page's address (`?preview=`), kept in the database by its hash with what it
// shows (a listing, as saved or with the editor's unsaved fields, or a content section's unsaved value) and until
// when. A page asked with a valid token is rendered for that request only (never from or into the page cache), says
// "Draft preview — not public" and is not indexed; without one, a draft is as unknown as any missing page.

/** How long a preview link works. */
export const PREVIEW_MINUTES = 30
/** The query parameter of a preview link. */
export const PREVIEW_PARAM = 'preview'

/** A listing as saved, or with the editor's unsaved fields (`draft`); a content section with its unsaved value. */
export type PreviewTarget = { kind: 'listing'; id: string; draft?: ListingInput } | { kind: 'content'; slug: ContentSlug; value: unknown }

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export function createStaffPreviews(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** Stores a preview and answers its token and when it stops working. */
    async create(target: PreviewTarget, createdBy: string): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(24).toString('base64url')
      const at = now()
      const expiresAt = new Date(at.getTime() + PREVIEW_MINUTES * 60_000).toISOString()
      await db.deleteFrom('staff_previews').where('expires_at', '<', at.toISOString()).execute()
      await db
        .insertInto('staff_previews')
        .values({
          token_hash: hashOf(token),
          kind: target.kind,
          record_id: target.kind === 'listing' ? target.id : target.slug,
          draft: target.kind === 'content' ? JSON.stringify(target.value) : target.draft ? JSON.stringify(target.draft) : null,
          created_by: createdBy,
          expires_at: expiresAt,
        })
        .execute()
      return { token, expiresAt }
    },

    /** What a token shows while it is valid; undefined for an unknown or expired one. */
    async resolve(token: string): Promise<PreviewTarget | undefined> {
      if (!/^[\w-]{20,64}$/.test(token)) return undefined
      const row = await db
        .selectFrom('staff_previews')
        .selectAll()
        .where('token_hash', '=', hashOf(token))
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst()
      if (!row) return undefined
      if (row.kind === 'listing')
        return { kind: 'listing', id: row.record_id, ...(row.draft !== null && { draft: JSON.parse(row.draft) as ListingInput }) }
      return { kind: 'content', slug: row.record_id as ContentSlug, value: JSON.parse(row.draft ?? 'null') as unknown }
    },
  }
}
export type StaffPreviews = ReturnType<typeof createStaffPreviews>

/** What a preview page's render gets instead of the public catalog: the draft in its place. */
export function previewCatalog(db: Kysely<Database>, catalog: PublicCatalog, target: PreviewTarget): PublicCatalog {
  if (target.kind === 'content') return { ...catalog, ...createContentCatalog(db, { slug: target.slug, value: target.value }) }
  const listings = createListingRepository(db)
  const { id: shown, draft } = target
  return {
    ...catalog,
    async findProperty(id) {
      if (id !== shown) return catalog.findProperty(id)
      const saved = await listings.findById(id)
      return saved && draft ? withUnsavedEdits(saved, draft) : saved
    },
  }
}

/**
 * The load context of a page asked with `?preview=`: the preview's catalog and its banner, or undefined when the
 * address has no valid token (the page is then rendered as for anybody).
 */
export function previewContexts(db: Kysely<Database>, base: AppLoadContextValue, previews: StaffPreviews) {
  return async (url: string): Promise<AppLoadContextValue | undefined> => {
    const token = new URL(url, 'http://site').searchParams.get(PREVIEW_PARAM)
    if (!token) return undefined
    const target = await previews.resolve(token)
    if (!target) return undefined
    return { ...base, catalog: previewCatalog(db, base.catalog, target), preview: true }
  }
}
