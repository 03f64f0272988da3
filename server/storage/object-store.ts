import type { Readable } from 'node:stream'

// The one way media and private files are written and read (docs/decisions/0086-media-on-object-storage.md):
// the image pipeline's outputs, videos, application documents, the demo photos, retention's deletes, backups and
// restores all go through an ObjectStore, kept in the data folder (folder-store.ts) or an S3-compatible bucket
// (s3-store.ts). Keys are relative paths: `media/<id>/<file>` is public (served under /media/), everything under
// `private/` is read only by the staff API.

/** What is kept under a key. */
export interface StoredObject {
  key: string
  size: number
  lastModified: Date
}

/** A stored object's bytes, or a range of them, with what a download needs to answer. */
export interface ObjectRead extends StoredObject {
  body: Readable
  /** The bytes sent: the range's length, or `size`. */
  length: number
  /** The bytes of a range request, inclusive. */
  range?: { start: number; end: number }
  etag: string
}

/** One byte range of a Range header: from `start` (to `end`, inclusive, or the end), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number }

/** The bytes to keep: a file on this server's disk (streamed, never held whole) or a buffer. */
export type PutSource = { path: string } | Buffer

export interface ObjectStore {
  /** "folder" or "s3", for messages and the move command. */
  readonly kind: 'folder' | 's3'
  /** Where it keeps things, in words for the operator (a folder, or s3://bucket/prefix). */
  readonly location: string
  put(key: string, source: PutSource, options?: { contentType?: string }): Promise<void>
  /** The object's bytes (a range of them); undefined when there is no such object. Throws RangeNotSatisfiable. */
  get(key: string, options?: { range?: ByteRange }): Promise<ObjectRead | undefined>
  head(key: string): Promise<(StoredObject & { etag: string }) | undefined>
  delete(keys: readonly string[]): Promise<void>
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): AsyncIterable<StoredObject>
  /** Ends the store's connections. */
  close(): Promise<void>
}

/** The range asked for is outside the object (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('The range is outside the file')
  }
}

/** The answer to a request that met StorageUnavailable. */
export const STORAGE_UNAVAILABLE_MESSAGE = 'We could not reach our file storage just now. Please try again in a moment.'

/** The store could not be reached, or failed, through every try: the request may succeed later (HTTP 503). */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The file storage could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'StorageUnavailable'
  }
}

/** A key's segments: letters, digits and . _ - only, none starting with a dot (no "..", no hidden or partial files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** Whether `key` is a key this site makes (and so one a URL may name). */
export const isSafeKey = (key: string): boolean => key.length <= 512 && key.split('/').every((s) => SEGMENT.test(s))

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`)
}

/** Deletes every object under `prefix` (a folder such as `media/<id>/`); answers how many. */
export async function deletePrefix(store: ObjectStore, prefix: string): Promise<number> {
  const keys: string[] = []
  for await (const object of store.list(prefix)) keys.push(object.key)
  if (keys.length > 0) await store.delete(keys)
  return keys.length
}

/** The first and last byte of `range` in an object of `size` bytes; throws RangeNotSatisfiable when none are in it. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiable(size)
    return { start: Math.max(0, size - range.suffix), end: size - 1 }
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) throw new RangeNotSatisfiable(size)
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) }
}
