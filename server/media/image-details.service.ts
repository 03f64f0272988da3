import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { can, ownsAgentRecord, ROLE_MESSAGES, type StaffActor } from '#core/staff/permissions.ts'
import type { ImageDetails, ImageDetailsBody } from '#core/image-details.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { createMediaRepository } from './media.repository.ts'
import { mediaKey, reframeImage } from './image-pipeline.ts'

// The image dialog's saves (docs/decisions/0103-images-framed-described-and-ordered.md): a changed crop makes the
// responsive sizes again from the kept original under the next revision's names, and the row is written after
// them (new files that no row names are removed again when the write fails).

const refusal = (statusCode: 403 | 404, message: string) => Object.assign(new Error(message), { statusCode })
export const IMAGE_NOT_FOUND = 'This image no longer exists.'
const CONTENT_IMAGE_REFUSED =
  'Your role does not allow you to change this image: it is shown on the website outside your listings. Ask an editor or an owner.'

const sameCrop = (a: ImageDetails['crop'], b: ImageDetails['crop']) => JSON.stringify(a) === JSON.stringify(b)

export function createImageDetails(db: Kysely<Database>, storage: ObjectStore) {
  const media = createMediaRepository(db)

  /** Listing photos are changed by who may change one of their listings; every other image by content or people editors. */
  async function checkMayChange(id: string, actor: StaffActor): Promise<void> {
    const listings = await db
      .selectFrom('property_images')
      .innerJoin('properties', 'properties.id', 'property_images.property_id')
      .select('properties.agent_id')
      .where('property_images.media_id', '=', id)
      .execute()
    if (listings.length > 0) {
      if (!listings.some((l) => ownsAgentRecord(actor, l.agent_id))) throw refusal(403, ROLE_MESSAGES.notYourListing)
      return
    }
    if (!can(actor.role, 'content.edit') && !can(actor.role, 'people.edit')) throw refusal(403, CONTENT_IMAGE_REFUSED)
  }

  return {
    async read(id: string): Promise<ImageDetails> {
      const found = await media.details(id)
      if (!found) throw refusal(404, IMAGE_NOT_FOUND)
      return found
    },

    async save(id: string, body: ImageDetailsBody, actor: StaffActor): Promise<ImageDetails> {
      const source = await media.framingSource(id)
      if (!source) throw refusal(404, IMAGE_NOT_FOUND)
      await checkMayChange(id, actor)
      const before = source.crop ? (JSON.parse(source.crop) as ImageDetails['crop']) : null
      // A listing photo's alt text is kept with the listing: its dialog leaves the image's own description alone.
      const current = await media.details(id)
      const described = body.describe
        ? { alt: body.alt, decorative: body.decorative }
        : { alt: current!.alt, decorative: current!.decorative }
      const details = { crop: body.crop, focus: body.focus, ...described }
      if (sameCrop(before, body.crop)) {
        await media.saveDetails(id, details)
        return (await media.details(id))!
      }
      const revision = source.revision + 1
      const reframed = await reframeImage(storage, { id, originalFile: source.original_file, crop: body.crop, revision })
      try {
        await media.saveDetails(id, details, { ...reframed, revision })
      } catch (err) {
        await storage.delete(reframed.sources.map((s) => mediaKey(s.file)))
        throw err
      }
      return (await media.details(id))!
    },
  }
}
export type ImageDetailsService = ReturnType<typeof createImageDetails>
