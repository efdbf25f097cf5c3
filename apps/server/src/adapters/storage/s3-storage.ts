import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import { AppError } from '../../lib/app-error.js';
import { assertSafeKey, contentTypeOfKey, type Storage } from './storage.js';

// Files in an S3-compatible bucket (AWS S3, or MinIO, R2, Ceph... through S3_ENDPOINT), with
// the official AWS SDK. Objects are private: the server streams them to the client after its
// own permission checks, exactly as with local files, so a trade-restricted case's images are
// never one guessable URL away.

type Sdk = typeof import('@aws-sdk/client-s3');

// The SDK is loaded on first use, not with the server: it is about 20 MB of resident memory
// (code and heap) that a server keeping its files on local disk never needs (docs/performance.md).
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
};

export type S3Settings = {
  bucket: string;
  region: string;
  /** Another S3-compatible service; path-style addressing is used with it. */
  endpoint: string | undefined;
  /** Without keys the SDK's own chain is used (environment, instance or task role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Deadlines (defaults in S3_DEADLINES); tests shorten them. */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
};

/**
 * A bucket that accepts connections and never answers held image routes (and /api/ready)
 * open for as long as the client waited (issue 22). The SDK's default is no deadline at all.
 * Every call now has 2 s to connect and 10 s to be answered, and is tried twice at most;
 * past that it fails with 503 (storageUnavailable), not a hang.
 */
export const S3_DEADLINES = { connectTimeoutMs: 2000, requestTimeoutMs: 10_000, maxAttempts: 2 };

/** A bucket that did not answer in time, or failed: the client is told to try again. */
const unavailable = (cause: unknown) => {
  const error = new AppError('unavailable', TRANSPORT_MESSAGES.storageUnavailable, {
    retryAfterSeconds: 5,
  });
  error.cause = cause;
  return error;
};

const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

export function createS3Storage(settings: S3Settings): Storage & { close(): void } {
  let client: S3Client | undefined;
  let closed = false;
  /** The SDK, and the one client made with it on first use. */
  const ready = async (): Promise<{ sdk: Sdk; client: S3Client }> => {
    const sdk = await loadSdk();
    if (closed) throw new Error('S3 storage is closed');
    client ??= new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.endpoint !== undefined,
      maxAttempts: S3_DEADLINES.maxAttempts,
      requestHandler: {
        connectionTimeout: settings.connectTimeoutMs ?? S3_DEADLINES.connectTimeoutMs,
        requestTimeout: settings.requestTimeoutMs ?? S3_DEADLINES.requestTimeoutMs,
        throwOnRequestTimeout: true,
        socketTimeout: settings.requestTimeoutMs ?? S3_DEADLINES.requestTimeoutMs,
      },
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
    return { sdk, client };
  };
  const Bucket = settings.bucket;

  return {
    async put(key, body) {
      const { sdk, client } = await ready();
      await client
        .send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: assertSafeKey(key),
            Body: body,
            ContentType: contentTypeOfKey(key),
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
    },
    async get(key) {
      const Key = assertSafeKey(key);
      const { sdk, client } = await ready();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw unavailable(error);
      }
    },
    async exists(key) {
      const Key = assertSafeKey(key);
      const { sdk, client } = await ready();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(sdk, error)) return false;
        throw unavailable(error);
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success: nothing to tolerate here.
      const { sdk, client } = await ready();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async check() {
      const { sdk, client } = await ready();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    async *listOlderThan(before) {
      const { sdk, client } = await ready();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) yield object.Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      closed = true;
      client?.destroy();
    },
  };
}
