import { download, errorMessage as answerWords, HttpError, request, upload, type HttpOptions } from '#app/ui/http.ts'
import { clearStaffSession, readStaffToken } from './session.ts'

// The portal's one wrapper over app/ui/http.ts: every call to the API goes
// through here and carries the bearer token; any 401 ends the session and,
// unless the caller asks otherwise (the sign-in page's check of a stored
// token), sends the browser to /admin/login (remembering the page it was on).

/** An answer that was not 2xx; `message` is the server's `{ message }` or a plain fallback. */
export { HttpError as StaffRequestError }

/**
 * A refusal's fields, for showing each under its field: `Invalid field "hoa.fee": HOA fee is in whole dollars…` →
 * { 'hoa.fee': 'HOA fee is in whole dollars…' } (the server names the field by its label in the rule).
 */
export function serverProblems(message: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of message.split('; ')) {
    const m = /^Invalid field "([^"]+)": (.*)$/.exec(part)
    if (m) out[m[1]] ??= m[2]
  }
  return out
}

/** A server's refusal as staff read it where no field shows it: its rules without the paths ("Photos: choose at least one photo"). */
export function serverWords(message: string): string {
  const rules = Object.values(serverProblems(message))
  return rules.length > 0 ? rules.join('; ') : message
}

/** What a failed call says to staff: the server's words without paths, else `fallback` (app/ui/http.ts). */
export function errorMessage(...args: Parameters<typeof answerWords>): string {
  return serverWords(answerWords(...args))
}

function endSession(redirect = true): void {
  clearStaffSession()
  if (!redirect) return
  const { pathname, search } = window.location
  if (pathname.startsWith('/admin') && pathname !== '/admin/login') {
    window.location.assign(`/admin/login?next=${encodeURIComponent(pathname + search)}`)
  }
}

function authHeaders(headers?: HeadersInit): Headers {
  const h = new Headers(headers)
  const token = readStaffToken()
  if (token) h.set('authorization', `Bearer ${token}`)
  return h
}

/** Runs a call; a 401 ends the session (and, unless `redirect` is false, goes to sign-in) before the error goes on. */
async function signedIn<T>(send: () => Promise<T>, redirect = true): Promise<T> {
  try {
    return await send()
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) endSession(redirect)
    throw err
  }
}

export type RequestOptions = HttpOptions & {
  /**
   * A 401 always ends the session; set false when the caller sends the browser to sign-in itself
   * (a screen's loader, which knows the page being opened rather than the one being left).
   */
  redirectOn401?: boolean
}

/** Sends a request to the API with the session's token; a JSON `body` object is sent as JSON. Resolves with the parsed answer and its headers. */
export function staffRequestWithHeaders<T = unknown>(path: string, init: RequestOptions = {}): Promise<{ body: T; headers: Headers }> {
  const { redirectOn401 = true, ...rest } = init
  return signedIn(() => request<T>(path, { ...rest, headers: authHeaders(rest.headers), cache: 'no-store' }), redirectOn401)
}

/** Sends a request to the API with the session's token; a JSON `body` object is sent as JSON. Resolves with the parsed answer. */
export async function staffRequest<T = unknown>(path: string, init: RequestOptions = {}): Promise<T> {
  return (await staffRequestWithHeaders<T>(path, init)).body
}

/** Uploads a multipart form with progress, with the same token and 401 handling as staffRequest. */
export async function staffUpload<T = unknown>(
  path: string,
  form: FormData,
  options: { method?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  const answer = await upload<T>(path, form, { ...options, headers: authHeaders() })
  if (answer.ok) {
    options.onProgress?.(1)
    return (answer.body ?? {}) as T
  }
  if (answer.status === 401) endSession()
  // Without the server's words the message is empty: the upload place says what failed in its own words.
  throw new HttpError(answer.status, answer.words ?? '')
}

/**
 * Downloads a file the API serves only with the session's token (application
 * files, CSV exports) and hands it to the browser as a saved file: a plain
 * link cannot carry the Authorization header.
 */
export function staffDownload(path: string, fallbackName: string): Promise<void> {
  return signedIn(() => download(path, fallbackName, { headers: authHeaders(), cache: 'no-store' }))
}

/**
 * A form's save: `saving` is true while it runs; a refusal that names fields goes to `fields` (each shown under its
 * field), any other failure to `failed` in plain words (`fallback` when the server gave none). Resolves with the
 * answer, or undefined when it failed.
 */
export async function submitForm<T>(
  send: () => Promise<T>,
  on: {
    saving: (busy: boolean) => void
    fields: (found: Record<string, string>) => void
    failed: (words: string) => void
    fallback: string
  },
): Promise<T | undefined> {
  on.saving(true)
  try {
    return await send()
  } catch (err) {
    const found = err instanceof HttpError ? serverProblems(err.message) : {}
    if (Object.keys(found).length > 0) on.fields(found)
    else on.failed(errorMessage(err, on.fallback))
    return undefined
  } finally {
    on.saving(false)
  }
}
