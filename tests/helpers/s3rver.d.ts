// The parts of s3rver (an S3-compatible server for tests, which ships no types) the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    port?: number
    address?: string
    directory: string
    silent?: boolean
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
