import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

// Writes file.br and file.gz beside each compressible file of the browser
// build, once, at the strongest settings; the server sends them to browsers
// that accept them (@fastify/static `preCompressed`) instead of compressing
// on every request. Lighthouse: "enable text compression" (uses-text-compression).

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/
const MIN_BYTES = 1024

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : [p]
  })
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      // Only the browser build: the server build is never sent over the network.
      if (!options.dir || this.environment.config.consumer !== 'client') return
      for (const file of walk(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const data = fs.readFileSync(file)
        if (data.length < MIN_BYTES) continue
        const br = zlib.brotliCompressSync(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        })
        const gz = zlib.gzipSync(data, { level: 9 })
        if (br.length < data.length) fs.writeFileSync(`${file}.br`, br)
        if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz)
      }
    },
  }
}
