/**
 * How headless Chromium is started here, by the browser tests and by the bench: on this machine's closed network
 * Chromium's own background connections are refused, so they are switched off with everything else it would fetch.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
]
