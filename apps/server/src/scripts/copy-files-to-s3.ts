// `npm run files:copy-to-s3`: copies the uploaded files under DATA_DIR/files into the bucket
// the S3_* settings name, before switching a server over to it. Files already in the bucket
// are skipped, so it can be run again; the local files are left where they are.

import path from 'node:path';
import { createS3Storage } from '../adapters/storage/s3-storage.js';
import { ConfigError, loadConfig } from '../config.js';
import { copyFiles } from './copy-files.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error(
      'Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket to copy into.',
    );
    process.exitCode = 1;
    return;
  }
  const root = path.join(config.dataDir, 'files');
  const bucket = createS3Storage(config.storage);
  try {
    await bucket.check();
    const { copied, skipped } = await copyFiles(root, bucket);
    console.log(
      `Copied ${copied} file(s) from ${root} to s3://${config.storage.bucket} (${skipped} already there).`,
    );
  } finally {
    bucket.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
