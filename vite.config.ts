import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import path from 'node:path'
import { precompress } from './scripts/vite-precompress.ts'

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
    },
  },
  build: { target: 'es2022' },
})
