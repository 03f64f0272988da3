// First: zod in the browser must never probe for eval (see the file).
import '#app/ui/zod-jitless.ts'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import './load-context.ts'
// Every stylesheet travels inside the page (components/inline-style.tsx).
import appCss from '#app/ui/shell/app.css?inline'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { useNonce } from '#app/ui/nonce.ts'
import { setBusinessTimeZone } from '#core/business-time.ts'

// The business's time zone comes from the server's configuration with the first page (docs/decisions/0106-one-business-time-zone.md):
// every date the site and the portal show is in it, in the rendered page and in the browser alike.
export function loader({ context }: Route.LoaderArgs) {
  return { businessTimeZone: context.publicConfig.businessTimeZone }
}

// The setting cannot change while a page is open: the root is never read again.
export const shouldRevalidate = () => false

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.png', type: 'image/png' }]

export function Layout({ children }: { children: React.ReactNode }) {
  // Inline scripts run only with the page's Content-Security-Policy nonce (app/entry.server.tsx).
  const nonce = useNonce()
  // Set before any child renders a date (also around the error boundary, where the loader's data may be missing).
  const root = useRouteLoaderData<typeof loader>('root')
  if (root) setBusinessTimeZone(root.businessTimeZone)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12344d" />
        <Meta />
        {/* The browser finds this sheet in the page; only the server needs its text (kept out of the client bundle). */}
        <InlineStyle name="app" css={import.meta.env.SSR ? appCss : ''} base />
        <Links />
      </head>
      <body>
        {children}
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
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="error-page" id="main">
      <title>{notFound ? 'Page Not Found' : 'Something went wrong'}</title>
      <h1>{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'The page you are looking for could not be found.' : 'Please try again in a moment.'}</p>
      <a className="btn btn-primary" href="/">
        Back to Home
      </a>
    </main>
  )
}
