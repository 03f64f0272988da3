import { z } from 'zod'

// A place suggestion of GET /api/places?q= (docs/product.md#place-suggestions-api): a city, ZIP code or
// neighbourhood of the Omaha area, with the point the map moves to.

export const PLACE_KINDS = ['city', 'zip', 'neighborhood'] as const

export const PlaceSchema = z.object({
  /** What the visitor typed toward and what the search box takes: "Papillion", "68137", "Millard". */
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  /** Display line for the suggestion list: "Papillion, NE", "68137 · Omaha, NE", "Millard · Omaha, NE". */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})
export type Place = z.infer<typeof PlaceSchema>

export const PLACE_QUERY_MAX_LENGTH = 100
export const PLACE_SUGGESTIONS_MAX = 8

export const PlaceQuerySchema = z.object({
  // An empty q (the box was just cleared) has no suggestions rather than being an error.
  q: z.string({ error: 'q is required' }).trim().max(PLACE_QUERY_MAX_LENGTH, `q must be at most ${PLACE_QUERY_MAX_LENGTH} characters`),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PLACE_SUGGESTIONS_MAX, `limit must be at most ${PLACE_SUGGESTIONS_MAX}`)
    .optional(),
})
