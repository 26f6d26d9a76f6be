import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage } from './storage';
export { keyOfUrl } from './storage';

/** The configured storage: the S3-compatible bucket of S3_BUCKET, else files under DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(config.dataDir);
}
