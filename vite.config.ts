import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress.ts'
import { publicPageChunks } from './scripts/public-page-chunks.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), precompress()],
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: publicPageChunks } },
  },
}))
