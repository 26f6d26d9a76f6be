/**
 * Images in S3-compatible storage (S3_BUCKET), against a local s3rver: generated designs and
 * visitors' reference images land in the bucket, not in DATA_DIR, and the shop serves them at the
 * same /uploads/ URLs from the bucket.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage';
import { request } from '../helpers/api';
import { PNG } from '../helpers/sample-requests';
import { createTestShop, type TestShop } from '../helpers/test-app';

// s3rver ships no types: the little of it used here.
interface S3rver { run(): Promise<AddressInfo>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver;

const BUCKET = 'aurum-test-images';

let server: S3rver;
let shop: TestShop;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'aurum-s3rver-')), configureBuckets: [{ name: BUCKET }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  // The SDK reads its credentials from the usual variables; s3rver accepts these.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  shop = await createTestShop({ S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint });
});
afterAll(async () => {
  await shop?.close();
  await server?.close();
});

const bucket = () => createS3Storage({ bucket: BUCKET, endpoint, forcePathStyle: true });
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
async function objectBytes(url: string) {
  const object = await bucket().client.send(new GetObjectCommand({ Bucket: BUCKET, Key: keyOf(url) }));
  return { type: object.ContentType, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
}

describe('S3 storage', () => {
  it('stores a generated design’s SVGs and PNGs in the bucket and serves them from it', async () => {
    const res = await request(shop, 'POST', '/api/designs/generate', { body: { prompt: 'a lighthouse on a rock', material: 'Yellow Gold' } });
    expect(res.statusCode).toBe(200);
    const design = res.json();
    const urls = [design.imageUrl, design.silverImageUrl, design.imagePngUrl, design.silverImagePngUrl] as string[];
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/designs\/.+\.(svg|png)$/);
      // In the bucket, not on this instance's disk.
      expect(existsSync(path.join(shop.config.dataDir, url))).toBe(false);
      const stored = await objectBytes(url);
      const served = await request(shop, 'GET', url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored.bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(url.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await request(shop, 'GET', design.imagePngUrl)).rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await request(shop, 'GET', design.imageUrl)).body).toContain('<svg');
    expect(await shop.app.ctx.storage.exists(keyOf(design.imagePngUrl))).toBe(true);
    expect(await shop.app.ctx.storage.exists('designs/none/gold.png')).toBe(false);
    // Read back for the order documents' pictures (issue 26): the stored bytes, or null when missing.
    const png = await shop.app.ctx.storage.read(keyOf(design.imagePngUrl));
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    expect(await shop.app.ctx.storage.read('designs/none/gold.png')).toBeNull();

    // A browser revalidating with the ETag gets a 304 without the bytes.
    const first = await request(shop, 'GET', design.imagePngUrl);
    const again = await request(shop, 'GET', design.imagePngUrl, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('stores a quote’s reference image in the bucket and serves it', async () => {
    const res = await request(shop, 'POST', '/api/quotes/submit', { body: { customerName: 'Ada Lovelace', email: 'ada@example.com', budget: '500-1000', size: 'medium', referenceImage: `data:image/png;base64,${PNG.toString('base64')}`, referenceImageName: 'sketch.png' } });
    expect(res.statusCode).toBe(200);
    const [mail] = (await shop.database.db.query.quotes.findMany()).filter((q) => q.referenceImageName === 'sketch.png');
    const url = mail.referenceImageUrl!;
    expect(url).toMatch(/^\/uploads\/quotes\/.+\.png$/);
    expect((await objectBytes(url)).bytes.equals(PNG)).toBe(true);
    const served = await request(shop, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a JSON 404 for keys the bucket does not hold or that are unsafe', async () => {
    for (const url of ['/uploads/designs/nothing/gold.svg', '/uploads/..%2Fsecret', '/uploads/designs/%2E%2E/secret.png']) {
      const res = await request(shop, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('refuses unsafe keys before they reach the bucket', async () => {
    await expect(bucket().put('../escape.png', PNG, 'image/png')).rejects.toThrow(/Unsafe storage key/);
    await expect(bucket().exists('a/../../b')).rejects.toThrow(/Unsafe storage key/);
    await expect(bucket().client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'escape.png' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });
});
