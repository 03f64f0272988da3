import type { AppLoadContextValue } from '#server/catalog/public-catalog.ts'

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextValue {}
}

export {}
