/**
 * The embedded default: files under DATA_DIR/uploads, served at /uploads/ with a year of caching
 * (keys are content hashes, so a key's bytes never change).
 */
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, UPLOADS_PREFIX, assertSafeKey, uploadUrl, type Storage } from './storage';

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  return {
    name: 'local',
    async put(key, bytes) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      return uploadUrl(key);
    },
    url: uploadUrl,
    exists: async (key) => {
      assertSafeKey(key);
      return access(path.join(root, key)).then(() => true, () => false);
    },
    read: async (key) => {
      assertSafeKey(key);
      return readFile(path.join(root, key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
    },
    serve: (app) => serveLocalUploads(app, root),
  };
}

/** Serves the local uploads folder. */
async function serveLocalUploads(app: FastifyInstance, root: string) {
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('Cache-Control', IMMUTABLE);
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
