import type { Config } from '#server/config.ts'
import type { ObjectStore } from './object-store.ts'
import { createFolderStore } from './folder-store.ts'
import { createS3Store } from './s3-store.ts'

/** The store STORAGE names: the data folder or the S3-compatible bucket. */
export function openObjectStore(config: Pick<Config, 'dataDir' | 'storage'>): ObjectStore {
  return config.storage.kind === 's3' ? createS3Store(config.storage) : createFolderStore(config.dataDir)
}
