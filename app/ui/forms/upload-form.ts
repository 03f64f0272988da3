import type { PostAnswer } from './post-json.ts'

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload progress fetch
 * does not report; `onProgress` gets 0..1. A network failure rejects; every
 * answer resolves with the server's message, if it sent one.
 */
export function uploadForm(url: string, body: FormData, onProgress: (share: number) => void): Promise<PostAnswer & { body?: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      const answer = (xhr.response ?? {}) as { message?: unknown }
      const message = typeof answer.message === 'string' ? answer.message : undefined
      const ok = xhr.status >= 200 && xhr.status < 300
      resolve({ ok, status: xhr.status, message, body: xhr.response })
    }
    xhr.onerror = () => reject(new Error('network error'))
    xhr.send(body)
  })
}
