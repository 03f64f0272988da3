import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { contentRoutes } from './content.routes.ts'
import { staffContentRoutes } from './staff-content.routes.ts'
import { staffContentUploadRoutes } from './staff-content-uploads.routes.ts'
import { createContentEditor } from './content-editor.service.ts'
import { createContentMedia } from './content-media.service.ts'
import { contentPreviewRoutes } from './content-preview.routes.ts'
import { createStaffPreviews } from '#server/catalog/staff-previews.ts'
import { fairHousingRoutes } from './fair-housing.routes.ts'
import { createFairHousing } from './fair-housing.service.ts'

/** Site content: the public read, and the content manager's saves (with kept versions), uploads and previews. */
export async function register(app: FastifyInstance, { database, catalog, storage, tmpDir, now }: Deps): Promise<void> {
  const fairHousing = createFairHousing(database.db)
  await app.register(contentRoutes, { catalog })
  await app.register(staffContentRoutes, { editor: createContentEditor(database.db), fairHousing })
  await app.register(contentPreviewRoutes, { previews: createStaffPreviews(database.db, now) })
  await app.register(staffContentUploadRoutes, { media: createContentMedia(database.db, { storage, tmpDir }) })
  await app.register(fairHousingRoutes, { fairHousing })
}
