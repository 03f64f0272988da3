import 'dotenv/config'
import { ConfigError, loadConfig } from '#server/config.ts'
import { formatBytes } from '#core/format.ts'
import { createFolderStore } from './folder-store.ts'
import { openObjectStore } from './open-store.ts'
import { moveMedia } from './move-media.ts'

// `npm run media:move`: copies the media and private files of DATA_DIR into the object store that STORAGE=s3 and
// the S3_* settings name, checking each one; `-- --remove` also deletes each local file once it is checked in the
// store. Safe to run again after an interruption, and while the server runs (new uploads go to the store already
// once the server runs with STORAGE=s3).

const args = process.argv.slice(2)
try {
  if (args.some((a) => a !== '--remove')) throw new ConfigError('Usage: npm run media:move [-- --remove]')
  const config = loadConfig()
  if (config.storage.kind !== 's3') throw new ConfigError('Set STORAGE=s3 and the S3_* settings to the store to move the media into.')
  const from = createFolderStore(config.dataDir)
  const to = openObjectStore(config)
  try {
    let seen = 0
    const result = await moveMedia(from, to, {
      removeMoved: args.includes('--remove'),
      onObject: () => {
        if (++seen % 500 === 0) console.error(`  ${seen} files…`)
      },
    })
    console.log(
      `Moved ${result.moved} file${result.moved === 1 ? '' : 's'} (${formatBytes(result.bytes)}) from ${config.dataDir} to ${to.location}; ` +
        `${result.present} were there already. Every file was read back and matched its checksum.`,
    )
  } finally {
    await to.close()
  }
} catch (err) {
  console.error(`${err instanceof ConfigError ? 'Move refused' : 'Move failed'}: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
