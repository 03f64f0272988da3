import type { GetManualChunk, ManualChunkMeta } from 'rollup'

// A public page's scripts in a few files instead of about fifty (docs/decisions/0189-few-scripts-first.md): served over HTTP/1.1, a
// phone fetches six at a time, and each further round trip on a slow link holds back the page's first paint.
// - `framework`: React, React DOM, React Router and i18next, which every page runs.
// - `site`: the app's own modules that the public shell imports (root, public layout) or that several public pages
//   import statically (cards, words, formats, the form-error pattern), in one file.
// A module only one or two pages import stays with them; what a page loads later (dialogs, the map, form rules with
// zod) and the portal's own modules keep the chunks Rollup gives them.

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)\//
const APP = /\/(app|core)\//
const PORTAL = /\/app\/(admin|routes\/admin)/
const SHELL = /\/app\/(root\.tsx|routes\/public-layout\.tsx)/
const PAGE = /\/app\/routes\/[\w-]+\.tsx/
/** From this many public pages importing a module, it goes into `site`. */
const SHARED_BY = 3

export const publicPageChunks: GetManualChunk = (id, meta) => {
  if (FRAMEWORK.test(id)) return 'framework'
  // Named, so a test can tell that no public page loads it before a form needs it.
  if (/\/node_modules\/zod\//.test(id)) return 'zod'
  if (!APP.test(id) || PORTAL.test(id) || PAGE.test(id) || SHELL.test(id)) return undefined
  if (pullsZod(id, meta, new Set())) return undefined
  const pages = pagesImporting(id, meta, new Set())
  return pages.has('shell') || pages.size >= SHARED_BY ? 'site' : undefined
}

/** The public pages (or `shell`) that import the module statically, through any chain of app modules. */
function pagesImporting(id: string, meta: ManualChunkMeta, seen: Set<string>, found = new Set<string>()): Set<string> {
  if (seen.has(id)) return found
  seen.add(id)
  for (const importer of meta.getModuleInfo(id)?.importers ?? []) {
    if (PORTAL.test(importer)) continue
    if (SHELL.test(importer)) found.add('shell')
    else if (PAGE.test(importer)) found.add(importer.replace(/\?.*$/, ''))
    else if (APP.test(importer)) pagesImporting(importer, meta, seen, found)
  }
  return found
}

/** Whether the module imports zod, itself or through its own static imports (zod loads when a form needs it). */
function pullsZod(id: string, meta: ManualChunkMeta, seen: Set<string>): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  return (meta.getModuleInfo(id)?.importedIds ?? []).some(
    (child) => /\/node_modules\/zod\//.test(child) || (APP.test(child) && pullsZod(child, meta, seen)),
  )
}
