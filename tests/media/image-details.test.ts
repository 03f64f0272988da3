import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import type { ImageDetails } from '#core/image-details.ts'
import { mediaIdOf } from '#core/media.ts'
import { createMediaRepository } from '#server/media/media.repository.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { addListingPhotos } from '#tests/helpers/uploads.ts'

// Every stored image keeps its original: staff crop it and set its focal point and alt text, and the responsive
// sizes are made again from the original, under new names (docs/decisions/0103-images-framed-described-and-ordered.md).

/** 1200 x 800: red top left, green top right, blue bottom left, white bottom right. */
async function quadrants(): Promise<Buffer> {
  const tile = (r: number, g: number, b: number) =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer()
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await tile(255, 0, 0), left: 0, top: 0 },
      { input: await tile(0, 255, 0), left: 600, top: 0 },
      { input: await tile(0, 0, 255), left: 0, top: 400 },
      { input: await tile(255, 255, 255), left: 600, top: 400 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer()
}

for (const dialect of dialects) {
  describe(`image crop, focal point and alt text on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    let url = ''
    let id = ''
    const details = (body: object, as = token) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/media/${id}`, headers: authHeader(as), payload: body })
    const pixels = async (file: string) => {
      const res = await t.app.inject({ method: 'GET', url: file })
      expect(res.statusCode, file).toBe(200)
      const image = sharp(res.rawPayload)
      const meta = await image.metadata()
      const { data } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const at = (fx: number, fy: number) => {
        const o = (Math.floor(fy * meta.height!) * meta.width! + Math.floor(fx * meta.width!)) * 3
        return [data[o], data[o + 1], data[o + 2]]
      }
      return { width: meta.width!, height: meta.height!, at }
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      token = await signIn(t.app)
      const form = new FormData()
      form.append('missionImage', new Blob([new Uint8Array(await quadrants())], { type: 'image/jpeg' }), 'quadrants.jpg')
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/admin/content/upload-mission-image',
        headers: authHeader(token),
        payload: form,
      })
      expect(upload.statusCode, upload.body).toBe(200)
      url = (upload.json() as { imageUrl: string }).imageUrl
      id = mediaIdOf(url)!
    })
    afterAll(() => t?.close())

    it('answers a new image uncropped, centred and not yet described', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/media/${id}`, headers: authHeader(token) })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        originalWidth: 1200,
        originalHeight: 800,
        width: 1200,
        height: 800,
        crop: null,
        focus: { x: 0.5, y: 0.5 },
        alt: '',
        decorative: false,
        url,
      })
    })

    it('refuses a save without alt text unless the image is marked decorative, naming the field', async () => {
      const res = await details({ crop: null, focus: { x: 0.5, y: 0.5 }, alt: '   ' })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/Alt text is required/)
      const decorative = await details({ crop: null, focus: { x: 0.5, y: 0.5 }, decorative: true })
      expect(decorative.statusCode, decorative.body).toBe(200)
      expect(decorative.json()).toMatchObject({ decorative: true, alt: '' })
    })

    it('refuses a content section that puts an undescribed image on the site, naming the image', async () => {
      const form = new FormData()
      form.append('cityImage', new Blob([new Uint8Array(await quadrants())], { type: 'image/jpeg' }), 'city.jpg')
      const upload = await t.app.inject({ method: 'POST', url: '/api/admin/upload/city-image', headers: authHeader(token), payload: form })
      const city = (upload.json() as { imageUrl: string }).imageUrl
      const vision = (await t.app.inject({ method: 'GET', url: '/api/admin/content/public' })).json().vision
      const body = { ...vision, cityImages: [...vision.cityImages, { title: 'Benson', description: 'Arts district', image: city }] }
      const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/content/vision', headers: authHeader(token), payload: body })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(
        `City image ${body.cityImages.length}: add alt text (what the image shows), or mark the image decorative.`,
      )
      const cityId = mediaIdOf(city)!
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/media/${cityId}`,
        headers: authHeader(token),
        payload: { crop: null, focus: { x: 0.5, y: 0.5 }, alt: 'Murals on Maple Street' },
      })
      const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/content/vision', headers: authHeader(token), payload: body })
      expect(saved.statusCode, saved.body).toBe(200)
    })

    it('refuses a crop outside the image with a 400', async () => {
      const res = await details({ crop: { x: 0.8, y: 0, width: 0.5, height: 0.5 }, focus: { x: 0.5, y: 0.5 }, alt: 'Quadrants' })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/inside the image/)
    })

    it('makes every size again from the original, cropped to the rectangle, under new names', async () => {
      const res = await details({ crop: { x: 0.5, y: 0, width: 0.5, height: 0.5 }, focus: { x: 0.25, y: 0.75 }, alt: 'The green corner' })
      expect(res.statusCode, res.body).toBe(200)
      const saved = res.json() as ImageDetails
      expect(saved).toMatchObject({ width: 600, height: 400, originalWidth: 1200, alt: 'The green corner', decorative: false })
      expect(saved.url).toMatch(new RegExp(`^/media/${id}/w480-r1\\.webp$`))
      const small = await pixels(saved.url)
      expect([small.width, small.height]).toEqual([480, 320])
      // Only the green quarter is left, edge to edge.
      for (const [fx, fy] of [
        [0.05, 0.05],
        [0.95, 0.05],
        [0.05, 0.95],
        [0.95, 0.95],
        [0.5, 0.5],
      ] as const) {
        const [r, g, b] = small.at(fx, fy)
        expect(g, `${fx},${fy}`).toBeGreaterThan(200)
        expect(r! + b!, `${fx},${fy}`).toBeLessThan(80)
      }
      // The original is kept whole, and so are the first sizes (cached pages may still name them).
      expect((await pixels(saved.originalUrl)).width).toBe(1200)
      expect((await pixels(url)).width).toBe(960)

      // The public answer of the content image uses the new sizes, the alt and the focal point.
      const images = await createMediaRepository(t.database.db).imagesByUrl([url])
      expect(images[url]).toMatchObject({ src: saved.url, width: 600, height: 400, alt: 'The green corner', position: '25% 75%' })
      expect(images[url]!.srcSet).toBe(`/media/${id}/w480-r1.webp 480w`)
    })

    it('changes the crop again from the original, not from the last crop', async () => {
      const res = await details({ crop: { x: 0, y: 0.5, width: 1, height: 0.5 }, focus: { x: 0.5, y: 0.5 }, alt: 'The bottom half' })
      expect(res.statusCode, res.body).toBe(200)
      const saved = res.json() as ImageDetails
      expect(saved).toMatchObject({ width: 1200, height: 400 })
      expect(saved.url).toBe(`/media/${id}/w960-r2.webp`)
      const big = await pixels(saved.url)
      expect([big.width, big.height]).toEqual([960, 320])
      expect(big.at(0.1, 0.5)[2]).toBeGreaterThan(200) // blue on the left
      expect(Math.min(...big.at(0.9, 0.5))).toBeGreaterThan(200) // white on the right
    })

    it('takes the whole image back without a new upload, and a focal point alone makes no new sizes', async () => {
      const whole = (await details({ crop: null, focus: { x: 0.5, y: 0.5 }, alt: 'Four colours' })).json() as ImageDetails
      expect(whole).toMatchObject({ width: 1200, height: 800, crop: null, url: `/media/${id}/w960-r3.webp` })
      const moved = (await details({ crop: null, focus: { x: 0.1, y: 0.2 }, alt: 'Four colours' })).json() as ImageDetails
      expect(moved).toMatchObject({ url: whole.url, focus: { x: 0.1, y: 0.2 } })
    })

    it('gives a listing photo its focal point on the public answers, where cards and the gallery trim it', async () => {
      const listingId = await insertProperty(t.database.db)
      await addListingPhotos(t.app, token, listingId, [
        [new Blob([new Uint8Array(await quadrants())], { type: 'image/jpeg' }), 'front.jpg'],
      ])
      const listing = (await t.app.inject({ method: 'GET', url: `/api/properties/${listingId}` })).json() as {
        _id: string
        images: Array<{ _id: string; alt: string; position?: string }>
      }
      const photo = listing.images[0]!
      expect(photo.position).toBeUndefined()
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/media/${photo._id}`,
        headers: authHeader(token),
        payload: { crop: null, focus: { x: 0.3, y: 0.7 }, alt: photo.alt },
      })
      expect(res.statusCode, res.body).toBe(200)
      const one = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing._id}` })).json() as typeof listing
      expect(one!.images[0]).toMatchObject({ _id: photo._id, position: '30% 70%' })
      const list = (await t.app.inject({ method: 'GET', url: '/api/properties?limit=100' })).json() as Array<typeof listing>
      expect(list.find((p) => p._id === listingId)!.images[0]!.position).toBe('30% 70%')
    })

    it('keeps an agent (role) away from images outside their listings', async () => {
      await createStaffUser(t.database.db, 'agent-ana', 'correct-horse-battery', { role: 'agent' })
      const agentToken = await signIn(t.app, 'agent-ana', 'correct-horse-battery')
      const res = await details({ crop: null, focus: { x: 0.5, y: 0.5 }, alt: 'Mine now' }, agentToken)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toMatch(/does not allow you to change this image/)
      const missing = await t.app.inject({ method: 'GET', url: '/api/admin/media/aaaaaaaaaaaaaaaaaaaaaaaa', headers: authHeader(token) })
      expect(missing.statusCode).toBe(404)
    })
  })
}
