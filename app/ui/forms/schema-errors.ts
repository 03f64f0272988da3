import type { z } from 'zod'

// A failed zod parse turned into one message per field, for showing each next
// to its field. The types only: zod itself comes with the schema, which the
// forms load when they need it.

export interface SchemaErrorOptions {
  /** 'path': the whole path ("hoa.fee"). 'field': its first part ("name"), 'form' when the issue has no path. */
  key?: 'path' | 'field'
  /** Starts each message with a capital letter. */
  capitalize?: boolean
}

/** The first message per field of a zod error. */
export function schemaErrors(error: Pick<z.ZodError, 'issues'>, { key = 'path', capitalize = false }: SchemaErrorOptions = {}) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = key === 'path' ? issue.path.join('.') : String(issue.path[0] ?? 'form')
    errors[name] ??= capitalize ? issue.message.replace(/^./, (c) => c.toUpperCase()) : issue.message
  }
  return errors
}

/** Parses `values` with `schema`: the data when they pass, else the first message per field. */
export function parseWithErrors<T>(
  schema: z.ZodType<T>,
  values: unknown,
  options?: SchemaErrorOptions,
): { data?: T; errors: Record<string, string> } {
  const result = schema.safeParse(values)
  return result.success ? { data: result.data, errors: {} } : { errors: schemaErrors(result.error, options) }
}
