import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { createListingCatalog } from '#server/listings/listing.catalog.ts'
import { createContentCatalog } from '#server/content/content.catalog.ts'
import { createPeopleCatalog } from '#server/people/people.catalog.ts'
import { createMediaRepository } from '#server/media/media.repository.ts'
import { qrCodeDataUrl } from '#server/media/qr-code.ts'
import type { PublicCatalog } from './public-catalog.ts'

/** The public read model: each feature's own public reads, the stored images' responsive sources, and QR codes. */
export function createCatalog(db: Kysely<Database>): PublicCatalog {
  const media = createMediaRepository(db)
  return {
    ...createListingCatalog(db),
    ...createContentCatalog(db),
    ...createPeopleCatalog(db),
    mediaImages: (urls) => media.imagesByUrl(urls),
    qrCode: qrCodeDataUrl,
  }
}
