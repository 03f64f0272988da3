import { z } from 'zod'

// Ids are 24 lowercase hex characters: random, opaque and the shape the site's
// original client already handles (its `_id` fields). See docs/decisions/0003-record-ids.md.
export const ID_PATTERN = /^[0-9a-f]{24}$/

export const IdSchema = z.string().regex(ID_PATTERN, 'must be a 24-character hexadecimal id')

export const IdParamsSchema = z.object({ id: IdSchema })
