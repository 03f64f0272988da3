import type { AppLoadContextValue } from '#server/services/public-catalog'

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextValue {}
}

export {}
