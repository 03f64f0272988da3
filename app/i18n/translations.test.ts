import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EQUAL_HOUSING_OPPORTUNITY, FAIR_HOUSING_STATEMENT } from '#core/content/fair-housing.ts'
import { NO_MONEY_BEFORE_VIEWING, VERIFY_LINK_TEXT } from '#core/listings/listing-code.ts'
import { langOfPath, localizedPath, unlocalizedPath } from '#core/i18n/locale.ts'
import { formatPrice } from './format.ts'

// The translation files (app/locales, docs/decisions/0166-spanish-site-foundation.md): both languages hold the same
// keys, and every key the code asks for is in them. With the lint rule on the converted files (eslint.config.js), a
// word of the interface written in the code, or a key missing from a file, fails the suite.

const LOCALES = path.resolve(import.meta.dirname, '../locales')
type Tree = { [key: string]: string | Tree }
const read = (lang: string, ns: string): Tree => JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'))
const namespaces = (lang: string) =>
  fs
    .readdirSync(path.join(LOCALES, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort()
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
const keysOf = (lang: string) => Object.fromEntries(namespaces(lang).map((ns) => [ns, flatten(read(lang, ns))]))

/** The app's source files, but the portal's (which stays English) and tests. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === 'locales' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The keys a file asks for: its t('…') calls (a `${…}` part stands for any word) and key-shaped strings of its namespaces. */
function keysUsed(source: string, english: Record<string, Record<string, string>>): { ns: string; key: string }[] {
  const fileNamespaces = [...source.matchAll(/(?:useT|metaT)\((?:[^'")]*,\s*)?['"]([\w-]+)['"]\)/g)].map((m) => m[1])
  for (const m of source.matchAll(/pageSeoIn\([^'"]*['"]([\w-]+)['"]/g)) fileNamespaces.push(m[1])
  if (/useT\(\)/.test(source)) fileNamespaces.push('common')
  // The server's visitor mails read their words with mailWords (server/mail/mail-words.ts).
  if (/\bmailWords\(/.test(source)) fileNamespaces.push('mail')
  if (fileNamespaces.length === 0) return []
  const used: { ns: string; key: string }[] = []
  const add = (raw: string) => {
    const [ns, key] = raw.includes(':') ? raw.split(':') : [fileNamespaces[0], raw]
    used.push({ ns, key })
  }
  for (const m of source.matchAll(/\bt\(\s*(['"`])([^'"`]+)\1/g)) add(m[2])
  // Keys kept in a table and translated where shown ('nav.home'): strings whose first part is a group of the file's namespaces.
  const groups = new Set(fileNamespaces.flatMap((ns) => Object.keys(english[ns] ?? {}).map((k) => k.split('.')[0])))
  for (const m of source.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g)) if (groups.has(m[1].split('.')[0])) add(m[1])
  return used
}

describe('the translation files', () => {
  const en = keysOf('en')
  const es = keysOf('es')

  it('hold the same namespaces and keys in English and Spanish, none empty', () => {
    expect(namespaces('es')).toEqual(namespaces('en'))
    for (const ns of namespaces('en')) {
      expect(Object.keys(es[ns]).sort(), `es/${ns}.json`).toEqual(Object.keys(en[ns]).sort())
      for (const [key, value] of [...Object.entries(en[ns]), ...Object.entries(es[ns])]) expect(value.trim(), `${ns}:${key}`).not.toBe('')
    }
  })

  it('hold every key the code asks for, in both languages', () => {
    const missing: string[] = []
    let count = 0
    for (const file of [path.resolve(import.meta.dirname, '..'), path.resolve(import.meta.dirname, '../../server')].flatMap(sourceFiles)) {
      for (const { ns, key } of keysUsed(fs.readFileSync(file, 'utf8'), en)) {
        count++
        const pattern = new RegExp(
          `^${key.replace(/[.*+?^()|[\]\\]/g, '\\$&').replace(/\$\{[^}]+\}/g, '[^.]+')}(_(zero|one|two|few|many|other))?$`,
        )
        for (const [lang, keys] of [
          ['en', en],
          ['es', es],
        ] as const) {
          if (!Object.keys(keys[ns] ?? {}).some((k) => pattern.test(k)))
            missing.push(`${path.relative(process.cwd(), file)}: ${lang}/${ns}.json ${key}`)
        }
      }
    }
    expect(count).toBeGreaterThan(50)
    expect(missing).toEqual([])
  })

  it('keep the specification’s English words where the code has them too', () => {
    expect(en.common['fairHousing.statement']).toBe(FAIR_HOUSING_STATEMENT)
    expect(en.common['fairHousing.logo']).toBe(EQUAL_HOUSING_OPPORTUNITY)
    expect(en.common['money.never']).toBe(NO_MONEY_BEFORE_VIEWING)
    expect(en.common['money.verify']).toBe(VERIFY_LINK_TEXT)
    expect(en.mail['footer.statement']).toBe(FAIR_HOUSING_STATEMENT)
  })
})

describe('the addresses of the two languages', () => {
  // Each page's English address and its Spanish one: either language's address turns into the other's, and stays
  // as it is in its own language.
  it.each([
    ['/', '/es'],
    ['/?x=1', '/es?x=1'],
    ['/properties?page=2', '/es/properties?page=2'],
    ['/property/abc#tour', '/es/property/abc#tour'],
    ['/estates', '/es/estates'],
  ])('%s in Spanish is %s, and back', (english, spanish) => {
    for (const address of [english, spanish]) {
      expect(localizedPath(address, 'es')).toBe(spanish)
      expect(localizedPath(address, 'en')).toBe(english)
    }
  })

  it.each(['/admin/properties', '/api/properties', '/sitemap.xml', 'https://example.com/x'])(
    '%s is not a page and has one address',
    (address) => {
      expect(localizedPath(address, 'es')).toBe(address)
      expect(localizedPath(address, 'en')).toBe(address)
    },
  )

  it('tell a page’s language by its address', () => {
    expect(langOfPath('/es')).toBe('es')
    expect(langOfPath('/es/rentals')).toBe('es')
    expect(langOfPath('/estates')).toBe('en')
    expect(unlocalizedPath('/es/rentals')).toBe('/rentals')
    expect(unlocalizedPath('/estates')).toBe('/estates')
  })

  it('write prices as each language does', () => {
    expect(formatPrice('en', 245000)).toBe('$245,000')
    expect(formatPrice('es', 245000)).toMatch(/245,000/)
  })
})
