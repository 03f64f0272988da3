import { z } from 'zod'

/** Every 4xx/5xx body: `{ message }` (spec 1 §7 "an error body has a message field"). */
export const ErrorSchema = z.object({ message: z.string() })

export const errorResponses = {
  400: ErrorSchema,
  404: ErrorSchema,
  429: ErrorSchema,
  500: ErrorSchema,
} as const
