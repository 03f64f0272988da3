import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { CONTENT_DEFAULTS, mergeDefaults } from '#core/content/content-defaults.ts'
import type { Brokerage } from '#core/content/fair-housing.ts'
import { createContentRepository } from './content.repository.ts'

/** The brokerage's name and licence as staff set them in the footer section (docs/decisions/0134-fair-housing-statement.md), defaults merged in. */
export async function readBrokerage(db: Kysely<Database>): Promise<Brokerage> {
  const sections = await createContentRepository(db).readSections(db)
  const { brokerageName, licenseNumber } = mergeDefaults(CONTENT_DEFAULTS.footer, sections.footer)
  return { brokerageName, licenseNumber }
}
