import 'dotenv/config'
import closeWithGrace from 'close-with-grace'
import { ConfigError, loadConfig } from './config.ts'
import { buildApp } from './app.ts'
import { loadGazetteer } from '#server/places/gazetteer.ts'

// The entry that listens (no other server module does): loads the configuration,
// starts the server and shuts it down gracefully on SIGTERM/SIGINT.

let config
try {
  config = loadConfig(process.env, { dev: process.argv.includes('--dev') })
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}

const app = await buildApp(config)

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing after an error')
  else app.log.info(`${signal} received, server closing`)
  await app.close()
})

await app.listen({ port: config.port, host: config.host })
// The place gazetteer loads in the background, so the first visitor who types a city does not wait for it.
void loadGazetteer().catch((err: unknown) => app.log.warn({ err }, 'place gazetteer failed to load'))
console.log(`Site running at ${config.publicUrl} (${app.database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite in ' + config.dataDir})`)
