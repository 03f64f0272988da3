import { z } from 'zod'

/**
 * An answer's fields that are plain text, named once: `z.object({ ...textFields('name', 'title'), isActive: z.boolean() })`.
 * For what the server answers; a form's fields have their own rules (limits, labels) and are declared one by one.
 */
export const textFields = <const K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, z.string()])) as { [P in K]: z.ZodString }
