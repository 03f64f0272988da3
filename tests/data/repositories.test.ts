import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verify } from '@node-rs/argon2'
import { createTestDatabase, dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { insertProperty, makeProperty } from '#tests/helpers/factories.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { createContentRepository } from '#server/content/content.repository.ts'
import { createMediaRepository } from '#server/media/media.repository.ts'
import { createStaffUserRepository } from '#server/staff/staff-user.repository.ts'
import { ensureFirstStaffUser } from '#server/staff/first-admin.service.ts'
import { newId } from '#server/db/ids.ts'

// House style 17: the same data-layer suite on every database.
for (const dialect of dialects) {
  describe(`data layer on ${dialect}`, () => {
    let t: TestDatabase
    beforeAll(async () => {
      t = await createTestDatabase(dialect)
    })
    afterAll(() => t.destroy())

    it('runs on the intended database engine', () => {
      expect(t.dialect).toBe(dialect)
    })

    it('stores a property with every section and reads it back whole', async () => {
      const input = makeProperty({
        title: 'Dundee Tudor',
        bathrooms: 2.5,
        hoa: { hasHOA: true, fee: 85, frequency: 'Monthly', amenities: ['Pool'], restrictions: 'No RVs' },
      })
      const id = await insertProperty(t.db, input)
      const found = await createListingRepository(t.db).findById(id)
      expect(found).toMatchObject({
        _id: id,
        title: 'Dundee Tudor',
        bathrooms: 2.5,
        hoa: { fee: 85, amenities: ['Pool'] },
        interior: input.interior,
        exterior: input.exterior,
        features: input.features,
      })
      expect(typeof found!.price).toBe('number')
      expect(await createListingRepository(t.db).findById(newId())).toBeUndefined()
    })

    it('filters with case-insensitive location, minimums and counts', async () => {
      await insertProperty(t.db, {
        title: 'Bellevue Split-Level',
        city: 'Bellevue',
        zip: '68005',
        bedrooms: 4,
        price: 289000,
        status: 'pending',
      })
      await insertProperty(t.db, { title: 'La Vista Rental', city: 'La Vista', type: 'rental', price: 1650, bedrooms: 3 })
      const repo = createListingRepository(t.db)
      const bellevue = await repo.list({ location: 'BELLEVUE' })
      expect(bellevue.items.map((p) => p.title)).toEqual(['Bellevue Split-Level'])
      const fourBeds = await repo.list({ bedrooms: 4 })
      expect(fourBeds.total).toBe(1)
      const pageTwo = await repo.list({ limit: 1, offset: 1, sort: 'price-low' })
      expect(pageTwo.items).toHaveLength(1)
      expect(pageTwo.total).toBe(3)
      expect(await repo.counts()).toEqual({ total: 3, available: 2, sold: 0, rentals: 1 })
    })

    it('returns images in position order with their responsive sources', async () => {
      const id = await insertProperty(t.db, { title: 'Photo House' })
      const media = createMediaRepository(t.db)
      const ids = [newId(), newId()]
      for (const [i, mid] of ids.entries()) {
        await media.insert({
          id: mid,
          kind: 'image',
          originalFile: `${mid}/original.jpg`,
          originalName: `p${i}.jpg`,
          mimeType: 'image/jpeg',
          width: 1600,
          height: 1067,
          bytes: 1000,
          sources: [480, 960, 1600].map((w) => ({ width: w, file: `${mid}/w${w}.webp`, format: 'webp' as const })),
        })
      }
      await createListingRepository(t.db).attachImages(id, [
        { mediaId: ids[1], alt: 'Front' },
        { mediaId: ids[0], alt: 'Kitchen' },
      ])
      const p = await createListingRepository(t.db).findById(id)
      expect(p!.images.map((i) => i.alt)).toEqual(['Front', 'Kitchen'])
      expect(p!.images[0]).toMatchObject({ _id: ids[1], url: `/media/${ids[1]}/w1600.webp`, width: 1600, height: 1067 })
      expect(p!.thumbnail).toBe(`/media/${ids[1]}/w480.webp`)
    })

    it('upserts content sections and banners', async () => {
      const content = createContentRepository(t.db)
      await content.writeSection('hero', { title: 'One' })
      await content.writeSection('hero', { title: 'Two' })
      expect(await content.readSections()).toEqual({ hero: { title: 'Two' } })
      await content.writeBanner('properties', 'A')
      await content.writeBanner('properties', 'B')
      expect(await content.readBanner('properties')).toBe('B')
      expect(await content.readBanner('rentals')).toBeUndefined()
    })

    it('creates the first admin once, with an argon2id hash and never a default password', async () => {
      const first = await ensureFirstStaffUser(t.db, {})
      expect(first).toMatchObject({ created: true, username: 'admin' })
      const password = (first as { generatedPassword: string }).generatedPassword
      expect(password.length).toBeGreaterThanOrEqual(20)
      const user = await createStaffUserRepository(t.db).findByUsername('admin')
      expect(user!.password_hash).toMatch(/^\$argon2id\$/)
      expect(await verify(user!.password_hash, password)).toBe(true)
      expect(await ensureFirstStaffUser(t.db, { username: 'other', password: 'another-password' })).toEqual({ created: false })
    })

    it('rolls back a failed transaction', async () => {
      const repo = createListingRepository(t.db)
      const before = (await repo.list({})).total
      await expect(
        t.db.transaction().execute(async (trx) => {
          await createListingRepository(trx).insert(newId(), makeProperty({ title: 'Ghost' }), trx)
          throw new Error('boom')
        }),
      ).rejects.toThrow('boom')
      expect((await repo.list({})).total).toBe(before)
    })
  })
}
