/**
 * S3-compatible storage (AWS S3, MinIO, R2, s3rver...), chosen when S3_BUCKET is set, so that every
 * instance of the shop reads and writes the same images.
 *
 * The browser still fetches images from the shop at /uploads/<key>: this adapter's `serve` answers
 * that path from the bucket. So the bucket can stay private, the stored URLs are the same whichever
 * storage wrote them (a shop can move its files to S3 without touching the database), and the
 * Content-Security-Policy keeps img-src 'self'. Keys are content hashes or random names, so a key's
 * bytes never change and the answers are cached for a year.
 *
 * Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role); S3_ENDPOINT points at a non-AWS server, which usually needs path-style URLs.
 */
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { IMMUTABLE, UPLOADS_PREFIX, assertSafeKey, uploadUrl, type Storage } from './storage';

type S3Settings = NonNullable<Config['s3']>;

export function createS3Storage(settings: S3Settings, client = s3Client(settings)): Storage & { client: S3Client; bucket: string } {
  const { bucket } = settings;
  return {
    name: 's3',
    client,
    bucket,
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({
        Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE,
      }));
      return uploadUrl(key);
    },
    url: uploadUrl,
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (statusOf(err) === 404) return false;
        throw err;
      }
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    serve: async (app) => serveFromBucket(app, client, bucket),
  };
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region ?? 'us-east-1',
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
  });
}

/** GET (and HEAD) /uploads/<key> streamed from the bucket; unknown or unsafe keys are a JSON 404. */
function serveFromBucket(app: FastifyInstance, client: S3Client, bucket: string) {
  app.get(`${UPLOADS_PREFIX}*`, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    try {
      assertSafeKey(key);
    } catch {
      return reply.callNotFound();
    }
    const ifNoneMatch = req.headers['if-none-match'];
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch }));
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .type(object.ContentType ?? 'application/octet-stream');
      if (object.ETag) reply.header('ETag', object.ETag);
      if (object.ContentLength !== undefined) reply.header('Content-Length', object.ContentLength);
      return reply.send(object.Body as Readable);
    } catch (err) {
      const status = statusOf(err);
      if (status === 304) return reply.code(304).header('Cache-Control', IMMUTABLE).send();
      if (status === 404) return reply.callNotFound();
      throw err;
    }
  });
}

/** The HTTP status of an S3 error (S3ServiceException and the SDK's other errors carry $metadata). */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
