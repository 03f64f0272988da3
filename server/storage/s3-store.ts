import fs from 'node:fs'
import type { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Setting } from '#server/config.ts'
import { assertSafeKey, RangeNotSatisfiable, resolveRange, StorageUnavailable, type ByteRange, type ObjectStore } from './object-store.ts'
import { isTransient, sendAgainWhenTransient, MAX_ATTEMPTS } from './transient-failure.ts'

// Objects in an S3-compatible bucket through the AWS SDK v3, under the configured prefix. Nothing is made public:
// the bucket needs no public access, the site serves /media/ itself and application documents only to staff.
// Checksums are sent only where S3 requires them: the SDK's default trailing checksums (aws-chunked bodies) are
// not understood by every S3-compatible store (docs/decisions/0086-media-on-object-storage.md). A file is sent as a
// stream, never held whole; a stream cannot be sent again, so a put that failed on the way is sent again here.

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)

const QUIET = { debug() {}, info() {}, warn() {}, error() {} }

const rangeHeader = (range: { start: number; end?: number }) => `bytes=${range.start}-${range.end ?? ''}`

export function createS3Store(setting: S3Setting): ObjectStore {
  const client = new S3Client({
    region: setting.region,
    endpoint: setting.endpoint,
    forcePathStyle: setting.forcePathStyle,
    credentials: setting.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: MAX_ATTEMPTS,
    // Quiet, as the SDK is by default, but for its one warning: it then prints each failed streaming request, which
    // it cannot send again; put sends it again itself, and what fails for good reaches the request's log.
    logger: QUIET,
  })
  const Bucket = setting.bucket
  const base = setting.prefix ? `${setting.prefix}/` : ''
  const fullKey = (key: string) => {
    assertSafeKey(key)
    return base + key
  }

  /** Sends a command; a failure that persisted through the SDK's own tries is StorageUnavailable when transient. */
  async function send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (err) {
      throw isTransient(err) ? new StorageUnavailable(err) : err
    }
  }

  async function head(key: string) {
    try {
      const h = await send(() => client.send(new HeadObjectCommand({ Bucket, Key: fullKey(key) })))
      return { key, size: h.ContentLength ?? 0, lastModified: h.LastModified ?? new Date(0), etag: h.ETag ?? '""' }
    } catch (err) {
      if (notFound(err)) return undefined
      throw err
    }
  }

  return {
    kind: 's3',
    location: `s3://${Bucket}/${base}`,
    async put(key, source, options = {}) {
      const put = (Body: Buffer | Readable, ContentLength: number) =>
        client.send(new PutObjectCommand({ Bucket, Key: fullKey(key), Body, ContentLength, ContentType: options.contentType }))
      // The SDK sends a buffer again itself; a file goes as a stream, which it cannot rewind: sent again here, anew.
      if (Buffer.isBuffer(source)) {
        await send(() => put(source, source.length))
        return
      }
      const { size } = await fs.promises.stat(source.path)
      await send(() => sendAgainWhenTransient(() => put(fs.createReadStream(source.path), size), MAX_ATTEMPTS))
    },
    async get(key, options = {}) {
      let asked: ByteRange | undefined = options.range
      // "The last n bytes" is asked as the explicit range it is: not every S3-compatible store reads suffix ranges.
      if (asked && 'suffix' in asked) {
        const found = await head(key)
        if (!found) return undefined
        asked = resolveRange(asked, found.size)
      }
      try {
        const got = await send(() =>
          client.send(new GetObjectCommand({ Bucket, Key: fullKey(key), Range: asked ? rangeHeader(asked) : undefined })),
        )
        const body = got.Body as Readable
        const total = /\/(\d+)$/.exec(got.ContentRange ?? '')
        const size = total ? Number(total[1]) : (got.ContentLength ?? 0)
        const range = asked && got.ContentRange ? resolveRange(asked, size) : undefined
        return {
          key,
          size,
          lastModified: got.LastModified ?? new Date(0),
          etag: got.ETag ?? '""',
          body,
          length: got.ContentLength ?? size,
          range,
        }
      } catch (err) {
        if (notFound(err)) return undefined
        if (err instanceof S3ServiceException && (err.name === 'InvalidRange' || err.$metadata.httpStatusCode === 416)) {
          const found = await head(key)
          if (!found) return undefined
          throw new RangeNotSatisfiable(found.size)
        }
        throw err
      }
    },
    head,
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((key) => ({ Key: fullKey(key) }))
        const answer = await send(() => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })))
        const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? []
        if (failed.length > 0) throw new Error(`Object storage did not delete ${failed[0].Key}: ${failed[0].Code} ${failed[0].Message}`)
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined
      do {
        const page = await send(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: base + prefix, ContinuationToken })))
        for (const o of page.Contents ?? [])
          if (o.Key) yield { key: o.Key.slice(base.length), size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async close() {
      client.destroy()
    },
  }
}
