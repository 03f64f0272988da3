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
