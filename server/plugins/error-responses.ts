import { z } from 'zod'

/** Every 4xx/5xx body: `{ message }` (docs/product.md#api-conventions); a 500 also names its request (`requestId`, as in the log). */
export const ErrorSchema = z.object({ message: z.string(), requestId: z.string().optional() })

export const errorResponses = {
  400: ErrorSchema,
  404: ErrorSchema,
  429: ErrorSchema,
  500: ErrorSchema,
} as const
