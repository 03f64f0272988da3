import type { ZodType } from 'zod'

// The two pages opened from a link in a mail (/unsubscribe and
// /confirm-subscription) act only on a button press: mail scanners open every
// link in a message. One plain form post, with or without JavaScript.

export type TokenActionResult = { done: true; message: string } | { done: false; unknown: boolean; message: string }

/** The token of the link or the form, when it has the right shape; null otherwise. */
export function tokenFrom(schema: ZodType<{ token: string }>, value: unknown): string | null {
  const parsed = schema.safeParse({ token: typeof value === 'string' ? value : '' })
  return parsed.success ? parsed.data.token : null
}

/** Runs `act` for the posted (or linked) token and turns its answer into what the page says. */
export async function runTokenAction(
  request: Request,
  schema: ZodType<{ token: string }>,
  act: (token: string) => Promise<boolean>,
  messages: { done: string; unknown: string; error: string; log: string },
): Promise<TokenActionResult> {
  const form = await request.formData().catch(() => new FormData())
  const token = tokenFrom(schema, form.get('token') ?? new URL(request.url).searchParams.get('token'))
  if (!token) return { done: false, unknown: true, message: messages.unknown }
  try {
    if (await act(token)) return { done: true, message: messages.done }
    return { done: false, unknown: true, message: messages.unknown }
  } catch (err) {
    console.error(messages.log, err)
    return { done: false, unknown: false, message: messages.error }
  }
}
