/** Where public files live: the DATA_DIR folder by default, S3-compatible storage when S3_BUCKET is set. */
import type { Config } from '../../config';
import { createLocalStorage, storageRoot, type FileStorage } from './local-storage';
import { createS3Storage, type ObjectStorage } from './s3-storage';

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage | ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(storageRoot(config.dataDir));
}

export function isObjectStorage(storage: FileStorage): storage is ObjectStorage {
  return typeof (storage as Partial<ObjectStorage>).get === 'function';
}
