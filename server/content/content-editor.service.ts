import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { CONTENT_DEFAULTS, DEFAULT_PROPERTIES_BANNER, DEFAULT_RENTALS_BANNER, mergeDefaults } from '#core/content/content-defaults.ts'
import {
  CONTENT_SAVES,
  CONTENT_SLUGS,
  FIRST_CONTENT_VERSION,
  type ContentConflict,
  type ContentHistoryEntry,
  type ContentSlug,
  type VersionedAdminContent,
} from '#core/content/content-saves.ts'
import { conflictMessage } from '#core/conflicts.ts'
import type { TeamMember } from '#core/people/people.ts'
import type { BannerKey } from '#core/content/content.ts'
import { cleanSpanish, type SpanishTexts } from '#core/content/content-spanish.ts'
import { createContentRepository } from './content.repository.ts'
import { createTeamRepository } from '#server/people/people.repository.ts'
import { createRecordHistory, HISTORY_KEEP } from '#server/history/record-history.service.ts'
import type { RecordVersion } from '#core/history/record-history.ts'
import { sanitizeSection, sanitizeTeam } from './content-rich-text.ts'
import { newId } from '#server/db/ids.ts'
import { ID_PATTERN } from '#core/ids.ts'
import { IMAGE_DETAILS_MESSAGES, imageLabel, imagePaths } from '#core/image-details.ts'
import { createMediaRepository } from '#server/media/media.repository.ts'

// Saves of the content manager (docs/product.md#content-saves-api):
// each save writes its section and keeps a copy in the record history (kind 'content', the section's slug as the
// record, docs/decisions/0100-record-history.md) in one transaction. The catalog version triggers on site_content, banners and
// team_members (migration 0003) move in that same transaction, so every app
// server's public pages and cached answers show the change at once. The first
// save of a section also keeps what was there before, so it can be restored.

type Db = Kysely<Database>

const DEFAULT_BANNERS = { properties: DEFAULT_PROPERTIES_BANNER, rentals: DEFAULT_RENTALS_BANNER } as const

/** A page banner as saved and answered: its text and, once written, its Spanish (`es.text`). */
export type BannerValue = { text: string; es?: SpanishTexts }

export class ContentVersionError extends Error {
  readonly statusCode = 404
}

/** A save made from a version of the section that is no longer the newest (docs/decisions/0081-no-lost-content-edits.md). */
export class ContentConflictError extends Error {
  readonly statusCode = 409
  constructor(readonly conflict: Omit<ContentConflict, 'message'>) {
    super(conflictMessage('section', conflict.savedBy, conflict.savedAt))
  }
}

/** The Spanish of a member's specialties: written ones only, of specialties the member still has. */
function spanishOfSpecialties(specialties: readonly string[], spanish: Record<string, string>): Record<string, string> {
  return Object.fromEntries(specialties.filter((s) => spanish[s]?.trim()).map((s) => [s, spanish[s]!.trim()]))
}

/** What a save stores (and a preview shows): rich text sanitized; team members given ids (new ones) and their specialties once each. */
export function cleanContentValue(slug: ContentSlug, value: unknown): unknown {
  const storage = CONTENT_SAVES[slug].stored
  if (storage.kind === 'team') {
    const members = value as Array<Omit<TeamMember, '_id'> & { _id?: string }>
    const seen = new Set<string>()
    return sanitizeTeam(
      members.map((m) => {
        const id = m._id && ID_PATTERN.test(m._id) && !seen.has(m._id) ? m._id : newId()
        seen.add(id)
        const specialties = [...new Set(m.specialties.filter(Boolean))]
        return { ...m, _id: id, specialties, ...(m.specialtiesEs && { specialtiesEs: spanishOfSpecialties(specialties, m.specialtiesEs) }) }
      }),
    )
  }
  if (storage.kind === 'section') return sanitizeSection(storage.key, value as object)
  if (storage.kind === 'banner') {
    // The banner's Spanish is its section's `es` part, of its one text (docs/decisions/0186-spanish-people-banners-and-footer.md).
    const { es: _es, ...banner } = value as BannerValue
    const es = cleanSpanish(value as BannerValue, (_path, text) => text)
    return Object.keys(es).length > 0 ? { ...banner, es } : banner
  }
  return value
}

export function createContentEditor(db: Db) {
  /** Every stored image a section puts on the site says what it shows or is marked decorative (docs/decisions/0103-images-framed-described-and-ordered.md). */
  async function checkDescribed(value: unknown): Promise<void> {
    const images = imagePaths(value)
    const missing = new Set(await createMediaRepository(db).undescribed([...new Set(images.map((i) => i.id))]))
    const first = images.find((i) => missing.has(i.id))
    if (first) throw Object.assign(new Error(IMAGE_DETAILS_MESSAGES.altMissing(imageLabel(first.path))), { statusCode: 400 })
  }
  const content = createContentRepository(db)
  const team = createTeamRepository(db)
  const versions = createRecordHistory(db)
  const history = versions.repo

  /** The value a save endpoint would answer for this section now (defaults merged in). */
  async function current(slug: ContentSlug, trx: Db): Promise<unknown> {
    const storage = CONTENT_SAVES[slug].stored
    if (storage.kind === 'team') return team.list(trx)
    if (storage.kind === 'banner') return readBanner(storage.key, trx)
    const stored = (await content.readSections(trx))[storage.key]
    return mergeDefaults(CONTENT_DEFAULTS[storage.key], stored)
  }

  /**
   * A save that says nothing of the Spanish (a client of the spec's payload: a banner without `es`, a team member
   * without titleEs or bioEs) keeps the Spanish stored (docs/decisions/0186-spanish-people-banners-and-footer.md).
   */
  async function withKeptSpanish(slug: ContentSlug, sent: unknown, cleaned: unknown, trx: Db): Promise<unknown> {
    const storage = CONTENT_SAVES[slug].stored
    if (storage.kind === 'banner') {
      if ((sent as BannerValue).es !== undefined) return cleaned
      const es = await content.readBannerSpanish(storage.key, trx)
      return es ? { ...(cleaned as BannerValue), es: { text: es } } : cleaned
    }
    if (storage.kind !== 'team') return cleaned
    const before = new Map((await team.list(trx)).map((m) => [m._id, m]))
    return (cleaned as TeamMember[]).map((m) => {
      const kept = before.get(m._id)
      return {
        ...m,
        titleEs: m.titleEs ?? kept?.titleEs ?? '',
        bioEs: m.bioEs ?? kept?.bioEs ?? '',
        specialtiesEs: m.specialtiesEs ?? spanishOfSpecialties(m.specialties, kept?.specialtiesEs ?? {}),
      }
    })
  }

  /** A page banner as the portal edits it: its text (the default when unsaved) and its Spanish, when written. */
  async function readBanner(key: BannerKey, trx: Db): Promise<BannerValue> {
    const text = (await content.readBanner(key, trx))?.trim() || DEFAULT_BANNERS[key]
    const es = await content.readBannerSpanish(key, trx)
    return { text, ...(es.trim() && { es: { text: es } }) }
  }

  async function lastChange(slug: ContentSlug, trx: Db): Promise<string | undefined> {
    const storage = CONTENT_SAVES[slug].stored
    if (storage.kind === 'team') return team.lastUpdatedAt(trx)
    if (storage.kind === 'banner') return content.bannerUpdatedAt(storage.key, trx)
    return content.updatedAt(storage.key, trx)
  }

  async function write(slug: ContentSlug, value: unknown, trx: Db): Promise<void> {
    const storage = CONTENT_SAVES[slug].stored
    if (storage.kind === 'team') return team.replaceAll(value as TeamMember[], trx)
    if (storage.kind === 'banner')
      return content.writeBanner(storage.key, (value as BannerValue).text, trx, (value as BannerValue).es?.text ?? '')
    return content.writeSection(storage.key, value, trx)
  }

  return {
    /** Every section as the site shows it, with each section's version, read together. */
    async readAll(): Promise<VersionedAdminContent> {
      return db.transaction().execute(async (trx) => {
        const stored = await content.readSections(trx)
        const members = await team.list(trx)
        const latest = await history.latestIds('content', trx)
        return {
          ...mergeDefaults(CONTENT_DEFAULTS, stored),
          team: members,
          propertiesBanner: await readBanner('properties', trx),
          rentalsBanner: await readBanner('rentals', trx),
          versions: Object.fromEntries(CONTENT_SLUGS.map((slug) => [slug, latest.get(slug) ?? FIRST_CONTENT_VERSION])),
        }
      })
    },

    /**
     * Stores a validated section value and keeps it in the history; answers what was stored and its version. With
     * `expected` (the version the editor started from), a save over a newer version throws ContentConflictError.
     */
    async save(slug: ContentSlug, value: unknown, savedBy: string, expected?: string): Promise<{ stored: unknown; version: string }> {
      const cleaned = cleanContentValue(slug, value)
      await checkDescribed(cleaned)
      const version = newId()
      let stored = cleaned
      await db.transaction().execute(async (trx) => {
        let now = new Date().toISOString()
        const latest = await history.newest('content', slug, trx)
        if (expected !== undefined && expected !== (latest?.id ?? FIRST_CONTENT_VERSION)) {
          throw new ContentConflictError({
            version: latest?.id ?? FIRST_CONTENT_VERSION,
            savedBy: latest?.saved_by ?? '',
            savedAt: latest?.saved_at ?? now,
            current: await current(slug, trx),
          })
        }
        // Versions stay in save order even when two saves fall in the same millisecond.
        if (latest && latest.saved_at >= now) now = new Date(Date.parse(latest.saved_at) + 1).toISOString()
        if (!latest) {
          // The version from before the first save through the portal (seeded or default copy).
          const before = await current(slug, trx)
          const changed = await lastChange(slug, trx)
          const at = changed && changed < now ? changed : new Date(Date.parse(now) - 1).toISOString()
          await history.insert(
            { id: newId(), kind: 'content', record_id: slug, data: JSON.stringify(before), saved_by: '', saved_at: at },
            trx,
          )
        }
        stored = await withKeptSpanish(slug, value, cleaned, trx)
        await write(slug, stored, trx)
        await history.insert(
          { id: version, kind: 'content', record_id: slug, data: JSON.stringify(stored), saved_by: savedBy, saved_at: now },
          trx,
        )
        await history.prune('content', slug, HISTORY_KEEP, trx)
      })
      return { stored, version }
    },

    /** The kept versions of a section, each with what its save changed and what restoring it would change. */
    async history(slug: ContentSlug): Promise<ContentHistoryEntry[]> {
      const now = await db.transaction().execute((trx) => current(slug, trx))
      const kept: RecordVersion[] = await versions.versions('content', slug, {}, now)
      return kept.map((v) => ({ ...v, section: slug }))
    },

    /** A kept version, checked against today's rules before it is saved again (throws ContentVersionError when unknown). */
    async version(id: string): Promise<{ section: ContentSlug; data: unknown }> {
      const row = await history.find('content', id)
      if (!row || !(row.record_id in CONTENT_SAVES)) throw new ContentVersionError('No such saved version')
      return { section: row.record_id as ContentSlug, data: JSON.parse(row.data) as unknown }
    },
  }
}

export type ContentEditor = ReturnType<typeof createContentEditor>
