import { Transform } from 'node:stream'
import { HYDRATED_EVENT } from './page-ready.ts'

// A public page's scripts load after its first screen has painted (docs/decisions/0192-scripts-after-paint.md).
// React Router names every module of the page in the head (<link rel="modulepreload">) and imports them from an
// inline module script at the end of the body; on a phone those ~150 KB download beside the largest photo and run
// before the first paint. Here a complete document (a page kept in the page cache, rendered at once) is rewritten so
// that nothing is fetched early and the module script does not run yet; a small starter runs it once the page has
// loaded and painted, or at once when the visitor presses a key or touches the screen. A press of a button or a form
// sent before the page is ready is done again when it is (app/entry.client.tsx says when).

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
const WORDS_PRELOAD = /<link rel="preload" as="fetch" href="([^"]+)"[^>]*data-words=""[^>]*>/
const MODULE_SCRIPT = /<script\b([^>]*) type="module"([^>]*)>/

/** The type that keeps React Router's module script from running until the starter runs a copy of it. */
export const HELD_TYPE = 'text/x-after-paint'

/** What the held script loads when it starts: the page's modules and its words file. */
export interface HeldScripts {
  modules: string[]
  words?: string
}

/** How long the starter waits for the page's load event, and then for the page to hydrate, before going on without. */
const WAIT_MS = { load: 4_000, hydrated: 10_000 }

/**
 * Runs in the browser, as an inline script right after the held module script. Its text is sent as it is: it uses
 * nothing but its arguments and the page.
 */
function starter(heldType: string, hydratedEvent: string, wait: typeof WAIT_MS) {
  const held = document.querySelector<HTMLScriptElement>(`script[type="${heldType}"]`)
  if (!held) return
  const { modules, words } = JSON.parse(held.dataset.load ?? '{}') as HeldScripts
  const inputs = ['pointerdown', 'keydown', 'touchstart']
  const pending: Array<() => void> = []
  let started = false

  const stopHolding = () => {
    removeEventListener('click', hold, true)
    removeEventListener('submit', hold, true)
    for (const replay of pending.splice(0)) replay()
  }
  const start = () => {
    if (started) return
    started = true
    for (const type of inputs) removeEventListener(type, start, true)
    const links = document.createDocumentFragment()
    if (words) {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href: words, crossOrigin: 'anonymous' })
      link.dataset.words = ''
      links.append(link)
    }
    for (const href of modules) links.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
    const script = document.createElement('script')
    script.type = 'module'
    script.textContent = held.textContent
    links.append(script)
    document.head.append(links)
    // A page that cannot hydrate (its scripts or words failed) does what was pressed as a plain page would.
    setTimeout(stopHolding, wait.hydrated)
  }
  // A press of a button, or a form sent, before the page is ready: kept and done again once it is. A link needs no
  // script; a submit button's press comes back as its form's submit.
  function hold(event: Event) {
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement
      const submitter = (event as SubmitEvent).submitter
      event.preventDefault()
      pending.push(() => form.isConnected && form.requestSubmit(submitter))
    } else {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('button, [role="button"]')
      const submits = button instanceof HTMLButtonElement && button.type === 'submit' && button.form
      if (button && !submits) pending.push(() => button.isConnected && button.click())
    }
    start()
  }

  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)
  document.addEventListener(hydratedEvent, stopHolding, { once: true })
  for (const type of inputs) addEventListener(type, start, { capture: true, passive: true })
  // After the frame that shows the loaded page; a photo that never arrives holds the scripts back no longer than `wait.load`.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
  setTimeout(start, wait.load)
}

const STARTER = `(${starter.toString()})(${[HELD_TYPE, HYDRATED_EVENT, WAIT_MS].map((a) => JSON.stringify(a)).join(',')})`

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The document with its scripts held until after the first paint; a document without React Router's scripts is returned as it is. */
export function holdScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script) return html
  const load: HeldScripts = { modules: [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!), words: WORDS_PRELOAD.exec(html)?.[1] }
  const attributes = `${script[1]}${script[2]}`.replace(' async=""', '')
  const nonce = / nonce="[^"]*"/.exec(attributes)?.[0] ?? ''
  const end = html.indexOf('</script>', script.index) + '</script>'.length
  const held = `<script${attributes} type="${HELD_TYPE}" data-load="${attribute(JSON.stringify(load))}">`
  const rewritten =
    html.slice(0, script.index) +
    held +
    html.slice(script.index + script[0].length, end) +
    `<script${nonce}>${STARTER}</script>` +
    html.slice(end)
  return rewritten.replace(MODULE_PRELOAD, '').replace(WORDS_PRELOAD, '')
}

/** What a held document's starter will load, read back from it (undefined when its scripts are not held). */
export function heldScripts(html: string): HeldScripts | undefined {
  const load = new RegExp(`<script[^>]* type="${HELD_TYPE}" data-load="([^"]*)"`).exec(html)?.[1]
  return load === undefined ? undefined : (JSON.parse(load.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as HeldScripts)
}

/** A stream that passes a whole document through holdScripts once it has all of it. */
export function holdingScripts(): Transform {
  const chunks: Buffer[] = []
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk)
      callback()
    },
    flush(callback) {
      callback(null, holdScripts(Buffer.concat(chunks).toString('utf8')))
    },
  })
}
