import { clearAdminSession, readAdminToken } from './session.ts'

// The portal's request helper: every call to the API but the sign-in page's
// check of a stored token goes through here, carries the bearer token, and
// any 401 ends the session and, unless the caller does it itself, sends the
// browser to /admin/login (remembering the page it was on).

/** An answer that was not 2xx; `message` is the server's `{ message }` or a plain fallback. */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AdminRequestError'
  }
}

/** What to tell staff about a failed call: the server's (or the browser's) words, else `fallback`. */
export const errorMessage = (err: unknown, fallback: string): string => (err instanceof Error && err.message ? err.message : fallback)

function endSession(redirect = true): void {
  clearAdminSession()
  if (!redirect) return
  const { pathname, search } = window.location
  if (pathname.startsWith('/admin') && pathname !== '/admin/login') {
    window.location.assign(`/admin/login?next=${encodeURIComponent(pathname + search)}`)
  }
}

function authHeaders(headers?: HeadersInit): Headers {
  const h = new Headers(headers)
  const token = readAdminToken()
  if (token) h.set('authorization', `Bearer ${token}`)
  return h
}

async function errorFrom(res: Response): Promise<AdminRequestError> {
  const body = (await res.json().catch(() => ({}))) as { message?: unknown; error?: unknown }
  const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : res.statusText
  return new AdminRequestError(res.status, message || `Request failed (${res.status})`)
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  /** A JSON object, FormData, Blob or string. */
  body?: unknown
  /**
   * A 401 always ends the session; set false when the caller sends the browser to sign-in itself
   * (a screen's loader, which knows the page being opened rather than the one being left).
   */
  redirectOn401?: boolean
}

/** Sends a request to the API with the session's token; a JSON `body` object is sent as JSON. Resolves with the parsed answer and its headers. */
export async function adminRequestWithHeaders<T = unknown>(
  path: string,
  init: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const { body, redirectOn401 = true, ...rest } = init
  const headers = authHeaders(rest.headers)
  let payload: BodyInit | undefined
  if (body instanceof FormData || typeof body === 'string' || body instanceof Blob) payload = body
  else if (body !== undefined) {
    headers.set('content-type', 'application/json')
    payload = JSON.stringify(body)
  }
  const res = await fetch(path, { ...rest, headers, body: payload, cache: 'no-store' })
  if (res.status === 401) {
    endSession(redirectOn401)
    throw await errorFrom(res)
  }
  if (!res.ok) throw await errorFrom(res)
  if (res.status === 204) return { body: undefined as T, headers: res.headers }
  const type = res.headers.get('content-type') ?? ''
  return { body: (type.includes('json') ? await res.json() : await res.text()) as T, headers: res.headers }
}

/** Sends a request to the API with the session's token; a JSON `body` object is sent as JSON. Resolves with the parsed answer. */
export async function adminRequest<T = unknown>(path: string, init: RequestOptions = {}): Promise<T> {
  return (await adminRequestWithHeaders<T>(path, init)).body
}

/**
 * Uploads a multipart form with progress (fetch cannot report upload progress),
 * with the same token and 401 handling as adminRequest.
 */
export function adminUpload<T = unknown>(
  path: string,
  form: FormData,
  options: { method?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(options.method ?? 'POST', path)
    const token = readAdminToken()
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total)
    }
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { message?: unknown; error?: unknown }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1)
        return resolve(body as T)
      }
      if (xhr.status === 401) endSession()
      const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : ''
      reject(new AdminRequestError(xhr.status, message || `Upload failed (${xhr.status})`))
    }
    xhr.onerror = () => reject(new AdminRequestError(0, 'The upload could not reach the server. Check the connection and try again.'))
    xhr.onabort = () => reject(new AdminRequestError(0, 'Upload cancelled'))
    options.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}

/**
 * Downloads a file the API serves only with the session's token (application
 * files, CSV exports) and hands it to the browser as a saved file: a plain
 * link cannot carry the Authorization header.
 */
export async function adminDownload(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(path, { headers: authHeaders(), cache: 'no-store' })
  if (res.status === 401) endSession()
  if (!res.ok) throw await errorFrom(res)
  const disposition = res.headers.get('content-disposition') ?? ''
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1]
  const name = utf8 ? decodeURIComponent(utf8) : (plain ?? fallbackName)
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has started the download by now; the blob URL is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
