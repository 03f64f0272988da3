import type { FastifyInstance } from 'fastify'
import type { Listing } from '#core/listings/listing.ts'
import { expect } from 'vitest'
import { authHeader } from './admin.ts'
import { sampleFiles } from './sample-files.ts'

/** A photo staff upload through the content manager (the mission image): its public URL and the bytes served there. */
export async function uploadPhoto(app: FastifyInstance, token: string, name = 'porch.jpg'): Promise<{ url: string; bytes: Buffer }> {
  const form = new FormData()
  form.append('missionImage', (await sampleFiles()).jpeg, name)
  const upload = await app.inject({
    method: 'POST',
    url: '/api/admin/content/upload-mission-image',
    headers: authHeader(token),
    payload: form,
  })
  expect(upload.statusCode, upload.body).toBe(200)
  const url = (upload.json() as { imageUrl: string }).imageUrl
  return { url, bytes: (await app.inject({ method: 'GET', url })).rawPayload }
}

/** Staff add these photos (file and name) to a listing through its photo upload; answers the listing with them. */
export async function addListingPhotos(app: FastifyInstance, token: string, id: string, photos: Array<[Blob, string]>): Promise<Listing> {
  const form = new FormData()
  for (const [file, name] of photos) form.append('images', file, name)
  const added = await app.inject({ method: 'POST', url: `/api/admin/properties/${id}/images`, headers: authHeader(token), payload: form })
  expect(added.statusCode, added.body).toBe(201)
  return added.json<Listing>()
}

/**
 * Gives a listing the described photos its checklist asks for (five for a sale on the market, core/listings/listing-readiness.ts),
 * each with real alt text.
 */
export async function addDescribedPhotos(app: FastifyInstance, token: string, id: string, file: Blob, count = 5): Promise<void> {
  const added = await addListingPhotos(
    app,
    token,
    id,
    Array.from({ length: count }, (_, i) => [file, `room-${i + 1}.jpg`] as [Blob, string]),
  )
  const fresh = added.images.slice(-count)
  for (const [i, image] of fresh.entries()) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${id}/images/${image._id}`,
      headers: authHeader(token),
      payload: { alt: `Room ${i + 1} with new floors and bright windows` },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
}
