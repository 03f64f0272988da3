import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of the page being rendered on the server
 * (app/entry.server.tsx); empty in the browser, which hides nonces from the
 * page anyway and runs no more inline scripts after hydration.
 */
export const NonceContext = createContext('')
/** The nonce, or undefined where there is none (the browser, and pages rendered for the page cache, which use hashes). */
export const useNonce = () => useContext(NonceContext) || undefined
