import { useEffect, useSyncExternalStore } from 'react'
import { imagePaths, isDescribed, storedImageId, type ImageDetails, type ImageDetailsBody } from '#core/image-details.ts'
import { staffRequest } from '#app/admin/lib/request.ts'

// The portal's copy of each stored image's crop, focal point and alt text (GET and PUT /api/admin/media/:id), one
// per image for every place that shows it: the upload previews read it, the image dialog saves it, and a section's
// save checks from it that every image says what it shows (docs/decisions/0103-images-framed-described-and-ordered.md).

const known = new Map<string, ImageDetails>()
const loading = new Map<string, Promise<ImageDetails | undefined>>()
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((l) => l())

export function loadImageDetails(id: string): Promise<ImageDetails | undefined> {
  const pending =
    loading.get(id) ??
    staffRequest<ImageDetails>(`/api/admin/media/${id}`)
      .then((d) => {
        known.set(id, d)
        changed()
        return d
      })
      .catch(() => undefined)
      .finally(() => loading.delete(id))
  loading.set(id, pending)
  return pending
}

export async function saveImageDetails(id: string, body: ImageDetailsBody): Promise<ImageDetails> {
  const saved = await staffRequest<ImageDetails>(`/api/admin/media/${id}`, { method: 'PUT', body })
  known.set(id, saved)
  changed()
  return saved
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The details of the stored image behind `url` (undefined while they load, or for a video or an outside address). */
export function useImageDetails(url: string): ImageDetails | undefined {
  const id = storedImageId(url)
  const details = useSyncExternalStore(
    subscribe,
    () => (id ? known.get(id) : undefined),
    () => undefined,
  )
  useEffect(() => {
    if (id && !known.has(id)) void loadImageDetails(id)
  }, [id])
  return details
}

/** The paths of the images in `value` that neither say what they show nor are marked decorative (as far as known). */
export async function undescribedImages(value: unknown): Promise<string[]> {
  const images = imagePaths(value)
  const details = await Promise.all(images.map((i) => known.get(i.id) ?? loadImageDetails(i.id)))
  return images.filter((_, n) => details[n] && !isDescribed(details[n])).map((i) => i.path)
}
