import { z } from 'zod'
// Plain-word messages for every schema (core's schemas all build on this module).
import './plain-messages.ts'
import { cleanText } from './normalize-text.ts'

// zod fields that normalise a visitor's text first (normalize-text.ts, which pages use without zod).

/** zod: a one-line text field, normalised first (max in characters after normalising). */
export const cleanLine = (max: number) => z.preprocess((v) => (typeof v === 'string' ? cleanText(v) : v), z.string().max(max))
/** zod: a multi-line text field (messages, descriptions), normalised first. */
export const cleanBlock = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? cleanText(v, { multiline: true }) : v), z.string().max(max))
