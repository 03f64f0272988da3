// First: zod in the browser must never probe for eval (see the file).
import '#app/ui/zod-jitless.ts'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router'
import type { ShouldRevalidateFunction } from 'react-router'
import { I18nextProvider } from 'react-i18next'
import type { Route } from './+types/root'
import './load-context.ts'
// Every stylesheet travels inside the page (components/inline-style.tsx).
import appCss from '#app/ui/shell/app.css?inline'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { useNonce } from '#app/ui/nonce.ts'
import { setBusinessTimeZone } from '#core/business-time.ts'
import { i18nFor, NO_WORDS } from '#app/i18n/i18n.ts'
import { langOfPath, localizedPath, unlocalizedPath, type Lang } from '#core/i18n/locale.ts'
import { wordsAddress } from '#app/i18n/messages.server.ts'
import { loadWords, wordsOf } from '#app/i18n/page-words.ts'
import { useT } from '#app/i18n/use-t.ts'

// The business's time zone comes from the server's configuration with the first page (docs/decisions/0106-one-business-time-zone.md):
// every date the site and the portal show is in it, in the rendered page and in the browser alike.
// The page's language comes with it too (docs/decisions/0166-spanish-site-foundation.md), and where its words are: one
// cached file per language, not the words themselves in every page (docs/decisions/0190-first-render-once.md).
export function loader({ context, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  return {
    businessTimeZone: context.publicConfig.businessTimeZone,
    publicUrl: context.publicConfig.publicUrl,
    lang,
    words: wordsAddress(lang),
  }
}

// A change of language in the browser fetches the new language's words (once) before its page shows.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader()
  await loadWords(data.lang, data.words)
  return data
}

// The setting cannot change while a page is open: the root is read again only when the visitor changes language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname)

/** The page in each language, and English for every other (docs/decisions/0167-spanish-addresses.md). */
function LanguageAlternates({ publicUrl, pathname }: { publicUrl: string; pathname: string }) {
  if (/^\/(admin)(\/|$)/i.test(pathname)) return null
  const path = unlocalizedPath(pathname)
  const at = (lang: Lang) => `${publicUrl}${localizedPath(path, lang)}`
  return (
    <>
      <link rel="alternate" hrefLang="en" href={at('en')} />
      <link rel="alternate" hrefLang="es" href={at('es')} />
      <link rel="alternate" hrefLang="x-default" href={at('en')} />
    </>
  )
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.png', type: 'image/png' }]

export function Layout({ children }: { children: React.ReactNode }) {
  // Inline scripts run only with the page's Content-Security-Policy nonce (app/entry.server.tsx).
  const nonce = useNonce()
  // Set before any child renders a date (also around the error boundary, where the loader's data may be missing).
  const root = useRouteLoaderData<typeof loader>('root')
  if (root) setBusinessTimeZone(root.businessTimeZone)
  const { pathname } = useLocation()
  const lang = root?.lang ?? langOfPath(pathname)
  const i18n = i18nFor(lang, wordsOf(lang) ?? NO_WORDS)
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12344d" />
        <Meta />
        {/* The browser finds this sheet in the page; only the server needs its text (kept out of the client bundle). */}
        <InlineStyle name="app" css={import.meta.env.SSR ? appCss : ''} base />
        {/* Fetched by app/entry.client.tsx before the page hydrates; asked for here so it loads beside the scripts (on a cached public page, with them after the first paint: app/ui/scripts-after-paint.server.ts). */}
        {root && <link rel="preload" as="fetch" href={root.words} crossOrigin="anonymous" data-words="" />}
        <Links />
        {root && <LanguageAlternates publicUrl={root.publicUrl} pathname={pathname} />}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, href } = useT('common')
  const page = isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'failed'
  return (
    <main className="error-page" id="main">
      <title>{t(`error.${page}.title`)}</title>
      <h1>{t(`error.${page}.title`)}</h1>
      <p>{t(`error.${page}.text`)}</p>
      <a className="btn btn-primary" href={href('/')}>
        {t('error.backHome')}
      </a>
    </main>
  )
}
