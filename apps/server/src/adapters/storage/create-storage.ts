import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The storage the configuration names: an S3-compatible bucket, else DATA_DIR/files. */
export function createStorage(config: Config): Storage & { close?(): void } {
  if (config.storage.kind === 's3') return createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
