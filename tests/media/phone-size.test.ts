import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { addListingPhotos } from '#tests/helpers/uploads.ts'
import { mediaKey } from '#server/media/image-pipeline.ts'
import type { ImageSource } from '#server/media/media.repository.ts'

// A phone's full-width photo is the 720 px WebP (docs/decisions/0171-phone-image-size.md): new uploads get it, images
// stored before it existed get it from the missing-sizes job (on the store in use: a folder, or S3 with
// TEST_STORAGE=s3), and the property page and the list's cards offer it in their srcset.

const photo = async (width: number, height: number) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: '#6a8f3c' } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    {
      type: 'image/jpeg',
    },
  )

for (const dialect of dialects) {
  describe(`the phone image size on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    let listingId = ''
    const rowOf = (id: string) => t.database.db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const sourcesOf = async (id: string) => (JSON.parse((await rowOf(id)).sources) as ImageSource[]).map((s) => s.file)
    const widthServed = async (file: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/media/${file}` })
      expect(res.statusCode, file).toBe(200)
      return (await sharp(res.rawPayload).metadata()).width
    }
    /** Makes an image look as the pipeline stored it before the 720 px size: no such file, and its row without it. */
    const forget720 = async (id: string) => {
      const row = await rowOf(id)
      const sources = JSON.parse(row.sources) as ImageSource[]
      const old = sources.filter((s) => s.width !== 720)
      await t.app.storage.delete(sources.filter((s) => s.width === 720).map((s) => mediaKey(s.file)))
      await t.database.db
        .updateTable('media_files')
        .set({ sources: JSON.stringify(old) })
        .where('id', '=', id)
        .execute()
      return old.map((s) => s.file)
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect, web: true })
      token = await signIn(t.app)
      listingId = await insertProperty(t.database.db, { title: 'Phone photo home' })
      await addListingPhotos(t.app, token, listingId, [
        [await photo(2000, 1333), 'front.jpg'],
        [await photo(1500, 1000), 'kitchen.jpg'],
      ])
    })
    afterAll(() => t?.close())

    const photoIds = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/properties/${listingId}` })).json() as { images: Array<{ _id: string }> }
      ).images.map((i) => i._id)

    it('makes the 720 px size of a new upload, and the property page and its card offer it', async () => {
      const [front] = await photoIds()
      expect(await sourcesOf(front!)).toEqual([480, 720, 960, 1600].map((w) => `${front}/w${w}.webp`))
      expect(await widthServed(`${front}/w720.webp`)).toBe(720)
      const page = (await t.app.inject({ method: 'GET', url: `/property/${listingId}` })).body
      expect(page).toContain(`/media/${front}/w720.webp 720w`)
      const list = (await t.app.inject({ method: 'GET', url: '/properties' })).body
      expect(list).toContain(`/media/${front}/w720.webp 720w`)
    })

    it('adds the size to images stored before it, cropped ones too, once, and the pages then offer it', async () => {
      const [front, kitchen] = await photoIds()
      // The kitchen photo was cropped: its sizes have the revision's names.
      const cropped = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/media/${kitchen}`,
        headers: authHeader(token),
        payload: { crop: { x: 0, y: 0, width: 0.6, height: 0.6 }, focus: { x: 0.5, y: 0.5 }, alt: 'The kitchen' },
      })
      expect(cropped.statusCode, cropped.body).toBe(200)
      const frontBefore = await forget720(front!)
      const kitchenBefore = await forget720(kitchen!)
      expect(frontBefore).not.toContain(`${front}/w720.webp`)
      expect(kitchenBefore).toEqual([`${kitchen}/w480-r1.webp`])
      expect((await t.app.inject({ method: 'GET', url: `/media/${front}/w720.webp` })).statusCode).toBe(404)

      expect(await t.app.imageSizes.runDue()).toEqual({ state: 'done', images: 2 })
      expect(await sourcesOf(front!)).toEqual([480, 720, 960, 1600].map((w) => `${front}/w${w}.webp`))
      // 900 px wide once cropped: 480 and 720, no upscale to 960.
      expect(await sourcesOf(kitchen!)).toEqual([`${kitchen}/w480-r1.webp`, `${kitchen}/w720-r1.webp`])
      expect(await widthServed(`${front}/w720.webp`)).toBe(720)
      const kitchen720 = await sharp((await t.app.inject({ method: 'GET', url: `/media/${kitchen}/w720-r1.webp` })).rawPayload).metadata()
      expect([kitchen720.width, kitchen720.height]).toEqual([720, 480])

      // A second look finds nothing to do.
      expect(await t.app.imageSizes.runDue()).toEqual({ state: 'done', images: 0 })
      const page = (await t.app.inject({ method: 'GET', url: `/property/${listingId}` })).body
      expect(page).toContain(`/media/${front}/w720.webp 720w`)
      expect(page).toContain(`/media/${kitchen}/w720-r1.webp 720w`)
    })

    it('passes over an image whose original is gone and still sizes the others', async () => {
      const [front, kitchen] = await photoIds()
      await forget720(front!)
      await forget720(kitchen!)
      await t.app.storage.delete([mediaKey((await rowOf(front!)).original_file)])
      expect(await t.app.imageSizes.runDue()).toEqual({ state: 'done', images: 1 })
      expect(await sourcesOf(front!)).not.toContain(`${front}/w720.webp`)
      expect(await sourcesOf(kitchen!)).toContain(`${kitchen}/w720-r1.webp`)
    })
  })
}
