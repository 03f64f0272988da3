import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { config as zodConfig } from 'zod/v4/core'

// React Router's default browser entry, plus one setting: zod must not probe
// for eval (new Function) to compile its parsers, which it does when the first
// object schema is made. The site's Content-Security-Policy forbids eval and
// reports every probe, so the browser's zod (loaded with a form's rules) runs
// without that compilation. Only zod's small config module is in this bundle.
zodConfig({ jitless: true })

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
