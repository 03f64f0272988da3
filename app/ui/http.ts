// The browser's one way to call the API: JSON requests, multipart uploads with
// progress and file downloads, for the public site and (through its own
// wrapper, which adds the session's token) the staff portal.

/** An answer that was not 2xx (status 0: the call never reached the server); `message` is what to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's JSON, when it had one (a 409 says what is stored now). */
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** An answer, whatever its status. */
export interface HttpAnswer<T = unknown> {
  ok: boolean
  status: number
  statusText: string
  headers: Headers
  /** The parsed JSON (or text) of a 2xx answer; the JSON of any other, `{}` when it had none. */
  body: T
  /** The server's `{ message }`, if it sent one. */
  message?: string
  /** The server's own words: its `message`, else its `error`. */
  words?: string
}

export type HttpOptions = Omit<RequestInit, 'body'> & {
  /** A JSON object, FormData, Blob or string; anything else is sent as JSON. */
  body?: unknown
}

function wordsIn(body: unknown): Pick<HttpAnswer, 'message' | 'words'> {
  if (!body || typeof body !== 'object') return {}
  const { message, error } = body as { message?: unknown; error?: unknown }
  if (typeof message === 'string') return { message, words: message }
  return typeof error === 'string' ? { words: error } : {}
}

async function answerOf<T>(res: Response): Promise<HttpAnswer<T>> {
  const head = { ok: res.ok, status: res.status, statusText: res.statusText, headers: res.headers }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => ({}))
    return { ...head, body: body as T, ...wordsIn(body) }
  }
  if (res.status === 204) return { ...head, body: undefined as T }
  const type = res.headers.get('content-type') ?? ''
  return { ...head, body: (type.includes('json') ? await res.json() : await res.text()) as T }
}

/** The error of an answer that was not 2xx: the server's words, else the status text, else the status. */
const failureOf = (answer: HttpAnswer) =>
  new HttpError(answer.status, (answer.words ?? answer.statusText) || `Request failed (${answer.status})`, answer.body)

/**
 * The page's language as every request says it (Accept-Language): the server sends a visitor's mails in the language of
 * the site they used (docs/decisions/0184-visitor-mail-language.md), not in their browser's. A header the caller set stays.
 */
function withPageLanguage(headers: HeadersInit | undefined): Headers {
  const all = new Headers(headers)
  if (typeof document !== 'undefined' && !all.has('accept-language'))
    all.set('accept-language', document.documentElement.lang.toLowerCase().startsWith('es') ? 'es' : 'en')
  return all
}

/** Sends a request; a JSON `body` object is sent as JSON. Resolves with every answer; rejects only when the server could not be reached. */
export async function call<T = unknown>(url: string, options: HttpOptions = {}): Promise<HttpAnswer<T>> {
  const { body, ...rest } = options
  let payload: BodyInit | undefined
  const headers = withPageLanguage(rest.headers)
  if (body instanceof FormData || typeof body === 'string' || body instanceof Blob) payload = body
  else if (body !== undefined) {
    headers.set('content-type', 'application/json')
    payload = JSON.stringify(body)
  }
  return answerOf<T>(await fetch(url, { ...rest, headers, body: payload }))
}

/** Like call, but an answer that is not 2xx rejects with an HttpError. Resolves with the parsed answer and its headers. */
export async function request<T = unknown>(url: string, options: HttpOptions = {}): Promise<{ body: T; headers: Headers }> {
  const answer = await call<T>(url, options)
  if (!answer.ok) throw failureOf(answer)
  return { body: answer.body, headers: answer.headers }
}

/** POSTs a public form's JSON. A network failure rejects; every answer resolves. */
export const postJson = (url: string, body: unknown) => call(url, { method: 'POST', body })

/**
 * Sends a multipart form with XMLHttpRequest, whose upload progress fetch does
 * not report; `onProgress` gets 0..1. Resolves with every answer (`body` is
 * the answer's JSON, null when it had none); rejects with an HttpError of
 * status 0 when the server could not be reached or the upload was cancelled.
 */
export function upload<T = unknown>(
  url: string,
  form: FormData,
  options: { method?: string; headers?: Headers; onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<Omit<HttpAnswer<T | null>, 'headers' | 'statusText'>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(options.method ?? 'POST', url)
    withPageLanguage(options.headers).forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total)
    }
    xhr.onload = () => {
      const body = xhr.response as T | null
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body, ...wordsIn(body) })
    }
    xhr.onerror = () => reject(new HttpError(0, 'The upload could not reach the server. Check the connection and try again.'))
    xhr.onabort = () => reject(new HttpError(0, 'Upload cancelled'))
    options.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}

/**
 * Fetches a file and hands it to the browser as a saved file, named as the
 * answer's Content-Disposition says, else `fallbackName`. Used where a plain
 * link cannot do (the request needs headers). Not 2xx rejects with an HttpError.
 */
export async function download(url: string, fallbackName: string, init: RequestInit = {}): Promise<void> {
  const res = await fetch(url, init)
  if (!res.ok) throw failureOf(await answerOf(res))
  const disposition = res.headers.get('content-disposition') ?? ''
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1]
  const name = utf8 ? decodeURIComponent(utf8) : (plain ?? fallbackName)
  const href = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has started the download by now; the blob URL is released a little later.
  setTimeout(() => URL.revokeObjectURL(href), 30_000)
}

/**
 * The text a visitor or staff member sees when a call fails; `fallback` is the
 * screen's own wording. By default any error's text is shown (the server's
 * words, or the browser's when the call never got an answer); with
 * `onlyServer` the fallback is shown unless the server itself answered.
 */
export function errorMessage(err: unknown, fallback: string, { onlyServer = false }: { onlyServer?: boolean } = {}): string {
  if (onlyServer) return err instanceof HttpError && err.status > 0 && err.message ? err.message : fallback
  return err instanceof Error && err.message ? err.message : fallback
}
