import { z } from 'zod'

// What a form's schema says of one of its fields, so that it is said once, in core/: the field's label, given as
// `.meta({ title: 'Price' })`, and the most characters a text may have. The portal's summaries and the server's 400
// answers name a field by its label ("Title: Use at most 150 characters"), never by its path ("socialMedia.facebook");
// the portal's text fields count their characters against the schema's limit.

/** Wrappers around a value's own schema: optional, nullable, default, pipe… (a pipe is looked into from its input side). */
function innerOf(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; out?: z.core.$ZodType }
  if (def.type === 'pipe') return def.in?._zod.def.type === 'transform' ? def.out : def.in
  return def.innerType
}

/** The schema and its wrappers, outermost first. */
function layers(schema: z.core.$ZodType | undefined): z.core.$ZodType[] {
  const out: z.core.$ZodType[] = []
  for (let s = schema; s && out.length < 20; s = innerOf(s)) out.push(s)
  return out
}

/** The part of `schema` that checks the value at `key` of its value. */
function child(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType | undefined {
  for (const layer of layers(schema)) {
    const def = layer._zod.def as {
      type: string
      shape?: Record<string, z.core.$ZodType>
      element?: z.core.$ZodType
      valueType?: z.core.$ZodType
    }
    if (def.type === 'object') return def.shape?.[String(key)]
    if (def.type === 'array') return def.element
    if (def.type === 'record') return def.valueType
  }
  return undefined
}

/** The title a schema's layers give, if one does. */
const titleOf = (schema: z.core.$ZodType | undefined) =>
  layers(schema)
    .map((layer) => z.globalRegistry.get(layer)?.title)
    .find(Boolean)

const asSchema = (schema: unknown) => (schema && typeof schema === 'object' && '_zod' in schema ? (schema as z.core.$ZodType) : undefined)

/** The label the schema gives the field at `path`, or the nearest one around it (a list's item: the list's label). */
export function labelAt(schema: unknown, path: ReadonlyArray<PropertyKey>): string | undefined {
  let at = asSchema(schema)
  let label = titleOf(at)
  for (const key of path) {
    at = at && child(at, key)
    label = titleOf(at) ?? label
  }
  return label
}

/** The most characters the schema lets the text at `path` ("hoa.restrictions") have, if it sets a limit. */
export function maxLengthAt(schema: unknown, path: string): number | undefined {
  let at = asSchema(schema)
  for (const key of path.split('.')) at = at && child(at, key)
  for (const layer of layers(at)) {
    const checks = (layer._zod.def as { checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }> }).checks ?? []
    const max = checks.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum
    if (layer._zod.def.type === 'string' && max !== undefined) return max
  }
  return undefined
}

/**
 * "Title: Use at most 150 characters"; a rule that starts with the label already ("Price is required", also for the
 * label "Price ($)") stays as it is.
 */
export function namedProblem(label: string, rule: string): string {
  const name = label.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase()
  return rule.toLowerCase().startsWith(name) ? rule : `${label}: ${rule}`
}
