import { useCallback, useEffect, useRef, useState } from 'react'
import { serverWords, staffUpload, StaffRequestError } from '#app/admin/lib/request.ts'

// The portal's one upload engine. Each entry of the queue is one request: the
// files it carries (one photo, a content batch, a before/after pair), a preview
// of each chosen file (an object URL, released when the entry leaves the queue
// or the screen closes), its progress while it is sent, and its failure
// message. The controls around it (the content upload control, the listing's
// photo gallery, the renovation pairs, a person's picture) decide what they
// show of it.

export interface UploadPreview {
  name: string
  /** Object URL of the chosen file. */
  url: string
  video: boolean
}

export interface QueuedUpload {
  key: string
  files: File[]
  previews: UploadPreview[]
  /** 0-1 while the request is on its way, null before and after. */
  progress: number | null
  /** Why the entry was refused (the browser's check) or why its upload failed; '' otherwise. */
  error: string
}

let counter = 0

const release = (items: QueuedUpload[]) => items.forEach((item) => item.previews.forEach((p) => URL.revokeObjectURL(p.url)))

export function useUploadQueue() {
  const [items, setItems] = useState<QueuedUpload[]>([])
  // The entries as last set, for releasing their previews without waiting for a render.
  const current = useRef<QueuedUpload[]>([])

  const update = useCallback((change: (list: QueuedUpload[]) => QueuedUpload[]) => {
    current.current = change(current.current)
    setItems(current.current)
  }, [])

  useEffect(() => () => release(current.current), [])

  /** Queues one request's files; an entry refused by the browser's check carries its message, has no previews and is not sent. */
  const add = useCallback(
    (files: File[], problem = ''): string => {
      counter += 1
      const key = `${Date.now()}-${counter}-${files[0]?.name ?? ''}`
      const previews = problem ? [] : files.map((f) => ({ name: f.name, url: URL.createObjectURL(f), video: f.type.startsWith('video/') }))
      update((list) => [...list, { key, files, previews, progress: null, error: problem }])
      return key
    },
    [update],
  )

  /** Takes entries out of the queue (all of them without keys) and releases their previews. */
  const remove = useCallback(
    (...keys: string[]) => {
      const gone = current.current.filter((item) => keys.length === 0 || keys.includes(item.key))
      release(gone)
      update((list) => list.filter((item) => !gone.includes(item)))
    },
    [update],
  )

  const patch = useCallback(
    (key: string, change: Partial<QueuedUpload>) =>
      update((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [update],
  )

  /** Takes out the entries that were refused or failed: a new choice replaces what went wrong before. */
  const removeFailed = useCallback(() => {
    const failed = current.current.filter((item) => item.error).map((item) => item.key)
    if (failed.length > 0) remove(...failed)
  }, [remove])

  /**
   * Sends one entry's form through staffUpload with its progress. Resolves with the answer (the entry stays
   * queued: the caller removes it or keeps showing it); on failure the entry keeps the message and the promise
   * rejects with it: `fallback` (the spec's "Error uploading image. Please try again." and its variants) and,
   * when the server refused the file in words (a 4xx), its reason: "… Please try again. Images must be under 15MB."
   */
  const send = useCallback(
    async <T>(key: string, endpoint: string, form: FormData, fallback: string): Promise<T> => {
      patch(key, { progress: 0, error: '' })
      try {
        const answer = await staffUpload<T>(endpoint, form, { onProgress: (progress) => patch(key, { progress }) })
        return answer
      } catch (err) {
        const reason = err instanceof StaffRequestError && err.status >= 400 && err.status < 500 ? serverWords(err.message) : ''
        const message = reason && reason !== fallback ? `${fallback} ${reason}` : fallback
        patch(key, { progress: null, error: message })
        throw new Error(message, { cause: err })
      }
    },
    [patch],
  )

  return { items, add, remove, removeFailed, send, sending: items.some((item) => item.progress !== null) }
}
