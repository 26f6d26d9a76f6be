import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

export type { Storage } from './storage';

/** The configured storage. The S3 adapter joins with the scale-out work; until then S3_BUCKET is refused. */
export function createStorage(config: Config): Storage & { root?: string } {
  if (config.s3) throw new Error('S3_BUCKET is set, but this build stores images locally only (DATA_DIR/uploads). Unset S3_BUCKET.');
  return createLocalStorage(config.dataDir);
}
