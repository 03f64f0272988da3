import os from 'node:os'
import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#server/db/schema.ts'
import { demoCities as cities, demoPictures, photoPool, type DemoPicture } from './demo-pictures.ts'
import { openDemoImageCache } from './demo-image-cache.ts'
import { demoAgents, demoContent, demoPartners, demoListings, demoTeam } from './demo-data.ts'
import { createMediaRepository, mediaUrl, type NewMediaFile } from '#server/media/media.repository.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { createListingWriter } from '#server/listings/listing-writer.service.ts'
import { createListingGeocoder } from '#server/listings/listing-geocoder.service.ts'
import { createAgentRepository, createPartnerRepository, createTeamRepository } from '#server/people/people.repository.ts'
import { createContentRepository } from '#server/content/content.repository.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import type { ContentSectionKey } from '#core/content/content.ts'
import { newId } from '#server/db/ids.ts'
import { ID_PATTERN } from '#core/ids.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import {
  DEMO_BANNERS_SPANISH,
  DEMO_PEOPLE_SPANISH,
  DEMO_SPANISH,
  demoDescriptionEs,
  DEMO_PARTNERS_SPANISH,
  DEMO_SPECIALTIES_SPANISH,
} from './demo-spanish.ts'

// The demo business. Listing photos come from a pool
// of generated scenes (the distinct kind and seed pairs of the demo data),
// each run once through the upload image pipeline and shared between
// listings. The pictures are drawn and encoded on every core at once and kept
// in the demo image cache, so a first start stays quick on two cores.
const DAY_MS = 86_400_000

interface Options {
  /** Where the demo pictures are kept (server/storage/). */
  storage: ObjectStore
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>
  /** Where processed demo pictures are kept between seeds (default: DEMO_IMAGE_CACHE of demo-image-cache.ts). */
  imageCacheDir?: string
}

export async function seedIfEmpty(db: Kysely<Database>, options: Options): Promise<boolean> {
  const seedIfNoListing = async () => {
    const row = await db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    if (Number(row.n) > 0) return false
    await seedDemoBusiness(db, options)
    return true
  }
  // Several servers starting at once on a new PostgreSQL database (docs/production.md): one seeds while the others
  // wait on a lock held by an open transaction, then find its listings. A SQLite file has one server.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return seedIfNoListing()
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx)
    return seedIfNoListing()
  })
}

/** The advisory lock of the demo seed on PostgreSQL (any fixed number no other lock of the app uses). */
const SEED_LOCK = 4_202_026

/** Removes the listings, people, content and media, keeping admin users and received inquiries. */
export async function clearDemoBusiness(db: Kysely<Database>, storage: ObjectStore): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['property_images', 'properties', 'agents', 'partners', 'team_members', 'site_content', 'banners'] as const) {
      await trx.deleteFrom(table).execute()
    }
    await trx.deleteFrom('media_files').where('kind', '=', 'image').execute()
  })
  const media: string[] = []
  for await (const object of storage.list('media/')) if (ID_PATTERN.test(object.key.split('/')[1])) media.push(object.key)
  await storage.delete(media)
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await fn(items[i])
      }
    }),
  )
  return results
}

export async function seedDemoBusiness(db: Kysely<Database>, { storage, log, imageCacheDir }: Options): Promise<void> {
  const started = Date.now()
  const storeImage = await openDemoImageCache({ store: storage, cacheDir: imageCacheDir, warn: (m) => log?.warn(m) })
  const store = async ({ recipe, name, alt }: DemoPicture): Promise<NewMediaFile> => {
    const p = await storeImage(recipe)
    return {
      id: p.id,
      kind: 'image',
      originalFile: p.originalFile,
      originalName: name,
      mimeType: p.mimeType,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      sources: p.sources,
      alt,
    }
  }
  const displayUrl = (f: NewMediaFile) =>
    mediaUrl((f.sources.find((s) => s.format === 'webp' && s.width >= 960) ?? f.sources.at(-1))?.file ?? f.originalFile)

  // One queue for every picture, the large ones first, so no core idles while another finishes a group.
  const groups = demoPictures()
  const media = await mapLimit(Object.values(groups).flat(), os.availableParallelism(), store)
  let next = 0
  const take = (group: keyof typeof groups) => media.slice(next, (next += groups[group].length))
  const pool = new Map(take('pool').map((file, i) => [`${photoPool[i].kind}:${photoPool[i].seed}`, file]))
  const cityImages = take('cities').map(displayUrl)
  const agentPhotos = take('agents').map(displayUrl)
  const teamPhotos = take('team').map(displayUrl)
  const partnerLogos = take('partners').map(displayUrl)

  const mediaRepo = createMediaRepository(db)
  await db.transaction().execute(async (trx) => {
    const properties = createListingRepository(trx)
    const writer = createListingWriter(trx, createListingGeocoder())
    const agents = createAgentRepository(trx)
    const team = createTeamRepository(trx)
    const partners = createPartnerRepository(trx)
    const content = createContentRepository(trx)
    for (const file of media) await mediaRepo.insert(file, trx)

    const photoByAgent = new Map<string, string>()
    for (const [i, a] of demoAgents.entries()) {
      const { portraitSeed: _seed, ...agent } = a
      photoByAgent.set(agent.name, agentPhotos[i])
      await agents.insert({ ...agent, ...DEMO_PEOPLE_SPANISH[agent.name], _id: newId(), photo: agentPhotos[i] }, i)
    }
    for (const [i, m] of demoTeam.entries()) {
      const { portraitSeed: _seed, ...member } = m
      const specialtiesEs = Object.fromEntries(member.specialties.map((s) => [s, DEMO_SPECIALTIES_SPANISH[s] ?? '']))
      await team.insert({ ...member, ...DEMO_PEOPLE_SPANISH[member.name], specialtiesEs, _id: newId(), photo: teamPhotos[i] }, i)
    }
    for (const [i, p] of demoPartners.entries()) {
      const { logoSeed: _seed, ...partner } = p
      await partners.insert(
        { ...partner, descriptionEs: DEMO_PARTNERS_SPANISH[partner.title] ?? '', _id: newId(), logo: partnerLogos[i] },
        i,
      )
    }

    const now = Date.now()
    for (const [index, seed] of demoListings.entries()) {
      const { photos, listedDaysAgo, ...property } = seed
      const createdAt = new Date(now - listedDaysAgo * DAY_MS).toISOString()
      // Through the writer like any save: the demo listings carry their own points, which it keeps.
      const id = await writer.create({
        ...property,
        agent: { ...property.agent, photo: photoByAgent.get(property.agent.name) ?? '' },
        ...(index < 2 && { descriptionEs: demoDescriptionEs(property) }),
        createdAt,
      })
      await properties.attachImages(
        id,
        photos.map((photo) => ({ mediaId: pool.get(`${photo.kind}:${photo.seed}`)!.id, alt: photo.alt })),
        trx,
      )
    }

    const { propertiesBanner, rentalsBanner, ...sections } = demoContent
    const exteriors = photoPool.filter((j) => j.kind === 'exterior').map((j) => displayUrl(pool.get(`exterior:${j.seed}`)!))
    const overrides: Partial<Record<ContentSectionKey, unknown>> = {
      ...sections,
      hero: { ...CONTENT_DEFAULTS.hero, ...(sections.hero ?? {}), galleryImages: exteriors.slice(0, 4), foregroundImage: exteriors[0] },
      aboutUs: { missionImage: exteriors[5] },
      vision: {
        ...CONTENT_DEFAULTS.vision,
        ...(sections.vision ?? {}),
        visionImage1: exteriors[6],
        visionImage2: exteriors[7],
        motivationImage: exteriors[8],
        cityImages: cities.map((title, i) => ({
          title,
          description:
            CONTENT_DEFAULTS.vision.cityImages.find((c) => c.title === title)?.description ?? `Renovated homes and rentals in ${title}.`,
          image: cityImages[i],
        })),
      },
    }
    // Each section with Spanish texts is written with them beside its English (the defaults' English where the demo keeps it).
    for (const section of Object.keys(DEMO_SPANISH) as ContentSectionKey[])
      overrides[section] = { ...((overrides[section] as object | undefined) ?? CONTENT_DEFAULTS[section]), es: DEMO_SPANISH[section] }
    for (const [section, data] of Object.entries(overrides)) await content.writeSection(section as ContentSectionKey, data, trx)
    if (propertiesBanner) await content.writeBanner('properties', propertiesBanner, trx, DEMO_BANNERS_SPANISH.properties)
    if (rentalsBanner) await content.writeBanner('rentals', rentalsBanner, trx, DEMO_BANNERS_SPANISH.rentals)
  })
  log?.info(
    `Seeded the demo business: ${demoListings.length} properties, ${media.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
