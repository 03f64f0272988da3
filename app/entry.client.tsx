import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadWords } from '#app/i18n/page-words.ts'
import { PageReady } from '#app/ui/page-ready.ts'

// React Router's default browser entry, after the page's words (docs/decisions/0190-first-render-once.md): they come as
// one cached file that the page asks for in its head (app/root.tsx), not inside every page's data. Without them the
// page could not hydrate to what the server drew, so when they cannot be had it stays the server's page: its links
// and forms still work as plain ones.

const link = document.querySelector<HTMLLinkElement>('link[data-words]')
const lang = document.documentElement.lang === 'es' ? 'es' : 'en'

void (link ? loadWords(lang, link.href) : Promise.resolve())
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
          <PageReady />
        </StrictMode>,
      )
    }),
  )
  .catch((error: unknown) => console.error(error))
