import { randomBytes } from 'node:crypto'

/** A new opaque id: 24 lowercase hex characters from 96 random bits. */
export const newId = (): string => randomBytes(12).toString('hex')

export const nowIso = (): string => new Date().toISOString()
