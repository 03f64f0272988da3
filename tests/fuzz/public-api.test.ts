import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { businessDate } from '#core/business-time.ts'

// Every API endpoint, found in the app's own OpenAPI document (so
// a new route is fuzzed without touching this file), is driven from its route
// schema with plausible, malformed and hostile values. No answer may be a 5xx
// or show a stack trace, SQL or internal names. `npm test` runs a fixed seed
// and a bounded count; `npm run fuzz` runs it longer (FUZZ_RUNS, FUZZ_SEED).

const RUNS = Number(process.env.FUZZ_RUNS ?? 400)
const SEED = Number(process.env.FUZZ_SEED ?? 20261124)

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  pattern?: string
  maxLength?: number
  minimum?: number
  maximum?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}
interface Parameter {
  in: 'query' | 'path' | 'header'
  name: string
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  body?: JsonSchema
}

const HOSTILE = [
  '',
  ' ',
  "' OR '1'='1' --",
  '"; DROP TABLE properties; --',
  '1; SELECT pg_sleep(5)',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil\u202C',
  '\u2066\u2069',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nBcc: victim@example.com',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '__proto__',
  'constructor',
  'null',
  '[]',
  '{}',
  '😀'.repeat(300),
  'x'.repeat(6000),
  'ÅÅ\u0301',
]

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ maxLength: 40 }))
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string()),
)

function plausibleString(name: string, schema: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]))
  if (schema.pattern?.includes('{24}') || /id$/i.test(name)) return fc.oneof(fc.constantFrom(...ids), fc.stringMatching(/^[0-9a-f]{24}$/))
  if (schema.pattern?.includes('{64}')) return fc.stringMatching(/^[0-9a-f]{64}$/)
  if (/email/i.test(name)) return fc.emailAddress()
  if (/phone/i.test(name)) return fc.constantFrom('402-555-0199', '(402) 555 0100', '+1 402 555 0123 ext 4')
  if (/date/i.test(name)) return fc.constantFrom(businessDate(), '2026-02-30', '1999-01-01', '2100-12-31')
  if (/time/i.test(name)) return fc.constantFrom('10-12 PM', '2-4 PM', '3 AM')
  return fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 60) })
}

/** A value for one schema position: mostly what the schema describes, often something hostile or of the wrong type. */
function valueFor(name: string, schema: JsonSchema = {}, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(name, v, ids, depth)))
  const type = [schema.type].flat()[0]
  let plausible: fc.Arbitrary<unknown>
  if (type === 'object' && depth < 3) plausible = objectFor(schema, ids, depth + 1)
  else if (type === 'array' && depth < 3) plausible = fc.array(valueFor(name, schema.items, ids, depth + 1), { maxLength: 4 })
  else if (type === 'integer' || type === 'number')
    plausible = fc.integer({
      min: Math.max(-1e6, Math.ceil(schema.minimum ?? -1000) - 2),
      max: Math.min(1e9, Math.floor(schema.maximum ?? 1e6) + 2),
    })
  else if (type === 'boolean') plausible = fc.boolean()
  else if (type === 'string' || schema.enum || schema.pattern) plausible = plausibleString(name, schema, ids)
  else plausible = fc.jsonValue({ maxDepth: 2 })
  return fc.oneof({ arbitrary: plausible, weight: 6 }, { arbitrary: hostileString, weight: 3 }, { arbitrary: wrongType, weight: 1 })
}

function objectFor(schema: JsonSchema, ids: string[], depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {}
  const known = fc.record(Object.fromEntries(Object.entries(props).map(([key, s]) => [key, valueFor(key, s, ids, depth)])), {
    requiredKeys: [],
  })
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', '$where', 'a.b'), fc.jsonValue({ maxDepth: 1 }), {
    maxKeys: 2,
  })
  return fc.tuple(known, fc.option(extra, { freq: 4 })).map(([k, e]) => ({ ...(e ? JSON.parse(JSON.stringify(e)) : {}), ...k }))
}

/** The body of a request: JSON from the schema mostly, sometimes broken or not JSON at all. */
function bodyFor(schema: JsonSchema, ids: string[]): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = (v: unknown) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })
  return fc.oneof(
    { arbitrary: objectFor(schema, ids).map(json), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('{"a":', '{"clientName": "\u0000', '[', 'nul', '{"x":1}}', ''),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
        )
        .map(([payload, contentType]) => ({ payload, contentType })),
      weight: 1,
    },
  )
}

function requestFor(op: Operation, ids: string[]) {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))
  // A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a careless client would.
  const encode = (v: string) => {
    try {
      return encodeURIComponent(v)
    } catch {
      return '%ED%A0%80'
    }
  }
  return fc.record({
    path: fc
      .tuple(...pathParams.map((p) => valueFor(p.name, p.schema, ids)))
      .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, encode(asText(values[i])) || '%20'), op.path)),
    query: fc.tuple(...queryParams.map((p) => fc.option(valueFor(p.name, p.schema, ids), { freq: p.required ? 8 : 2 }))).map((values) => {
      const search = new URLSearchParams()
      queryParams.forEach((p, i) => {
        if (values[i] !== null) search.append(p.name, asText(values[i]))
      })
      return search.toString()
    }),
    body: op.body ? bodyFor(op.body, ids) : fc.constant(undefined),
  })
}

// What a visitor must never see in an answer.
const LEAKS = [
  /\bat [\w.<>]+ \(?[^\s()]+:\d+:\d+\)?/, // a stack frame
  /node_modules|\/work\/|\/server\/|\.ts:\d+/,
  /SQLITE_|sqlite3?|postgres|pg_|\bsyntax error\b|relation "|no such (table|column)/i,
  /\b(SELECT \S+ FROM|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /\b(TypeError|ReferenceError|RangeError|ZodError)\b|Cannot read propert/,
]

describe('fuzzing every API endpoint from its own schema', () => {
  let t: TestApp
  let operations: Operation[] = []
  const ids: string[] = []

  beforeAll(async () => {
    t = await createTestApp({ build: { contactRateLimitMax: 1_000_000 } })
    ids.push(await insertProperty(t.database.db), await insertProperty(t.database.db, { status: 'upcoming' }), '000000000000000000000000')
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
      >
    }
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          parameters: op.parameters ?? [],
          body: op.requestBody?.content?.['application/json']?.schema,
        })),
      )
  })
  afterAll(() => t?.close())

  it('finds the public forms and listings in the route table', () => {
    const names = operations.map((o) => `${o.method} ${o.path}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/contact/agent',
        'POST /api/contact/tour',
        'POST /api/contact/interest',
        'GET /api/properties/{id}',
        'GET /api/places',
      ]),
    )
  })

  it('answers hostile requests to every endpoint without a 5xx or a leak', async () => {
    // Each endpoint gets its share of the runs (at least 10), so a new route is always reached.
    const runs = Math.max(10, Math.ceil(RUNS / operations.length))
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(op, ids), async (request) => {
          const url = request.query ? `${request.path}?${request.query}` : request.path
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            ...(request.body ? { payload: request.body.payload, headers: { 'content-type': request.body.contentType } } : {}),
          })
          const where = `${op.method} ${url} ${request.body?.payload.slice(0, 200) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 300)}`
          expect(res.statusCode, where).toBeLessThan(500)
          for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak)
          if (res.statusCode >= 400) expect(Object.keys(res.json()), where).toEqual(['message'])
        }),
        { seed: SEED, numRuns: runs },
      )
    }
    await t.app.outbox.drain()
  }, 120_000)
})
