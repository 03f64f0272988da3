import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { BannerKey, ContentSectionKey } from '#core/content/content.ts'

type Db = Kysely<Database>

/** Site content by section and the two page banners. Values are stored as given; defaults merge on read. */
export function createContentRepository(db: Db) {
  return {
    async readSections(trx: Db = db): Promise<Partial<Record<ContentSectionKey, unknown>>> {
      const rows = await trx.selectFrom('site_content').select(['section', 'data']).execute()
      return Object.fromEntries(rows.map((r) => [r.section, JSON.parse(r.data) as unknown]))
    },
    async writeSection(section: ContentSectionKey, data: unknown, trx: Db = db): Promise<void> {
      const values = { section, data: JSON.stringify(data), updated_at: new Date().toISOString() }
      await trx
        .insertInto('site_content')
        .values(values)
        .onConflict((oc) => oc.column('section').doUpdateSet({ data: values.data, updated_at: values.updated_at }))
        .execute()
    },
    async updatedAt(section: ContentSectionKey, trx: Db = db): Promise<string | undefined> {
      const row = await trx.selectFrom('site_content').select('updated_at').where('section', '=', section).executeTakeFirst()
      return row?.updated_at
    },
    async bannerUpdatedAt(key: BannerKey, trx: Db = db): Promise<string | undefined> {
      const row = await trx.selectFrom('banners').select('updated_at').where('key', '=', key).executeTakeFirst()
      return row?.updated_at
    },
    async readBanner(key: BannerKey, trx: Db = db): Promise<string | undefined> {
      const row = await trx.selectFrom('banners').select('text').where('key', '=', key).executeTakeFirst()
      return row?.text
    },
    /** The banner in Spanish ('' until written: docs/decisions/0186-spanish-people-banners-and-footer.md). */
    async readBannerSpanish(key: BannerKey, trx: Db = db): Promise<string> {
      const row = await trx.selectFrom('banners').select('text_es').where('key', '=', key).executeTakeFirst()
      return row?.text_es ?? ''
    },
    async writeBanner(key: BannerKey, text: string, trx: Db = db, textEs = ''): Promise<void> {
      const values = { key, text, text_es: textEs, updated_at: new Date().toISOString() }
      await trx
        .insertInto('banners')
        .values(values)
        .onConflict((oc) => oc.column('key').doUpdateSet({ text, text_es: textEs, updated_at: values.updated_at }))
        .execute()
    },
  }
}
