import fs from 'node:fs/promises'
import path from 'node:path'

// Temporary upload folders (`upload-*`, server/uploads/receive-upload.ts) that
// their server left behind: it was killed (kill -9, a power cut) while files
// were arriving or being processed. Other app servers may share the data
// folder and be receiving uploads right now, so a folder is a leftover only by
// its age: receive-upload touches its folder every UPLOAD_TOUCH_MS while in use,
// and no upload's body may take longer to arrive than the request timeout.

/** The prefix receive-upload gives each upload's folder. */
export const UPLOAD_FOLDER_PREFIX = 'upload-'

/** How often a folder in use is touched (its modification time set to now), from its creation to its discard. */
export const UPLOAD_TOUCH_MS = 5_000

/**
 * The longest an upload folder in use can go untouched, so the age after which
 * nobody is using it. Whatever the size limits allow (100 MB for the largest
 * file, server/app.ts), a body must arrive within the request timeout
 * (REQUEST_TIMEOUT_SECONDS) or Node ends the request; while it arrives and while
 * its files are processed afterwards, the folder is touched every
 * UPLOAD_TOUCH_MS. Two missed touches on top of the request timeout leave
 * room for a busy server and coarse file-system clocks: 40 s by default.
 */
export const leftoverUploadAgeMs = (requestTimeoutMs: number): number => requestTimeoutMs + 2 * UPLOAD_TOUCH_MS

/** The folders uploads are received in, under DATA_DIR (listings and content, applications, people). */
export const uploadTmpDirs = (dataDir: string) => ({
  shared: path.join(dataDir, 'tmp-uploads'),
  applications: path.join(dataDir, 'private', 'tmp'),
  people: path.join(dataDir, 'tmp'),
})

export interface SweepResult {
  removed: number
  /** Upload folders still in the age of use, with when each comes of age (ms since the epoch). */
  young: Map<string, number>
}

/**
 * Removes the upload folders in `dirs` last touched `maxAgeMs` ago or earlier;
 * `only` limits it to those folders (full paths).
 */
export async function removeLeftoverUploads(
  dirs: readonly string[],
  maxAgeMs: number,
  options: { now?: number; only?: ReadonlySet<string> } = {},
): Promise<SweepResult> {
  const now = options.now ?? Date.now()
  const young = new Map<string, number>()
  let removed = 0
  for (const dir of dirs) {
    const names = await fs.readdir(dir).catch(() => [] as string[])
    for (const name of names) {
      const folder = path.join(dir, name)
      if (!name.startsWith(UPLOAD_FOLDER_PREFIX) || (options.only && !options.only.has(folder))) continue
      const stat = await fs.stat(folder).catch(() => null)
      if (!stat?.isDirectory()) continue
      if (now - stat.mtimeMs < maxAgeMs) {
        young.set(folder, stat.mtimeMs + maxAgeMs)
        continue
      }
      await fs.rm(folder, { recursive: true, force: true })
      removed++
    }
  }
  return { removed, young }
}

/**
 * At server start: removes the leftover upload folders, and looks again at
 * each younger one when it comes of age (a folder in use on another server
 * stays young and is left alone). Returns the function that stops it.
 */
export function sweepLeftoverUploadsAtStart(
  dirs: readonly string[],
  maxAgeMs: number,
  log?: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
): () => Promise<void> {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const run = (only?: ReadonlySet<string>) => {
    running = removeLeftoverUploads(dirs, maxAgeMs, { only })
      .then(({ removed, young }) => {
        if (removed > 0) log?.info({ removed }, 'leftover upload folders removed')
        if (stopped || young.size === 0) return
        const due = Math.min(...young.values())
        timer = setTimeout(() => run(new Set(young.keys())), Math.max(100, due - Date.now() + 50))
        timer.unref()
      })
      .catch((err: unknown) => log?.warn({ err }, 'leftover upload folders not removed'))
  }
  run()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
