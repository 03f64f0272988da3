// `npm start` on a fresh clone: build the web app once when no build exists
// (or when the sources are newer than the build), then the server starts.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const entry = path.join(root, 'build/server/index.js')

function newestMtime(dir) {
  let newest = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)
  }
  return newest
}

const sources = ['app', 'core', 'public'].filter((d) => fs.existsSync(path.join(root, d)))
const stale = !fs.existsSync(entry) || Math.max(...sources.map((d) => newestMtime(path.join(root, d)))) > fs.statSync(entry).mtimeMs
if (stale) {
  console.log('Building the web app (first start or changed sources)...')
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: root, stdio: 'inherit' })
}
