import type { z } from 'zod'

/** The first message per field of a failed parse, for showing next to the fields (house style 23). */
export function fieldErrors<T>(schema: z.ZodType<T>, values: unknown): { data?: T; errors: Record<string, string> } {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data, errors: {} }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message.replace(/^./, (c) => c.toUpperCase())
  }
  return { errors }
}
