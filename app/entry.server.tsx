import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext } from 'react-router'
import { createReadableStreamFromReadable } from '@react-router/node'
import { ServerRouter } from 'react-router'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceContext } from '#app/ui/nonce.ts'
import { LANGS } from '#core/i18n/locale.ts'
import { keepWords } from '#app/i18n/page-words.ts'
import { serverWords, WORDS_FILES } from '#app/i18n/messages.server.ts'
import { holdingScripts } from '#app/ui/scripts-after-paint.server.ts'

// React Router's default Node entry, plus the page's Content-Security-Policy
// nonce (set per request by the server, server/plugins/web-app.ts) on every
// inline script: React Router's context and route scripts, streamed data and
// React's own streaming scripts.

export const streamTimeout = 5_000

// Every render reads its language's words from here (docs/decisions/0190-first-render-once.md).
for (const lang of LANGS) keepWords(lang, serverWords(lang))

/** The words files the browser fetches, served by server/plugins/page-words.ts from this same build. */
export const pageWords = WORDS_FILES

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.cspNonce || undefined

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers, and renders kept in the page cache (server/catalog/page-cache.ts), get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      loadContext.completeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          // A public page kept in the page cache loads its scripts after its first paint (app/ui/scripts-after-paint.server.ts).
          const stream = createReadableStreamFromReadable(loadContext.completeDocument ? body.pipe(holdingScripts()) : body)
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors while streaming inside the shell; shell errors are logged by React Router.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
