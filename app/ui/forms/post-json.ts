/** The answer to a form's POST: whether it was taken, its status and the server's message, if it sent one. */
export interface PostAnswer {
  ok: boolean
  status: number
  message?: string
}

/** POSTs a public form's JSON to the site's API. A network failure rejects; every answer resolves. */
export async function postJson(url: string, body: unknown): Promise<PostAnswer> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (res.ok) return { ok: true, status: res.status }
  const answer = (await res.json().catch(() => ({}))) as { message?: unknown }
  return { ok: false, status: res.status, message: typeof answer.message === 'string' ? answer.message : undefined }
}
