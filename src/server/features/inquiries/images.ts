/**
 * Visitors' images (quote references, contact attachments): the type is decided by the file's bytes,
 * never by its name or declared type; PNG, JPEG, GIF and WebP only (SVG and everything else refused);
 * at most 5 MB. Accepted images are stored through the storage provider under a random name.
 */
import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@shared/limits';
import { quoteMessages } from '@shared/messages';
import { HttpError } from '../../http/errors';
import type { Storage } from '../../providers/storage';

type ImageType = { ext: 'png' | 'jpg' | 'gif' | 'webp'; mime: string };

export function detectImageType(bytes: Buffer): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { ext: 'png', mime: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') return { ext: 'gif', mime: 'image/gif' };
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export const invalidFileType = () => new HttpError(400, `${quoteMessages.invalidFileType.title}: ${quoteMessages.invalidFileType.description}`);
export const fileTooLarge = () => new HttpError(413, `${quoteMessages.fileTooLarge.title}: ${quoteMessages.fileTooLarge.description}`);

/** Checks an uploaded image and answers what to store; refuses anything else. */
export function checkImage(bytes: Buffer): ImageType {
  if (bytes.length > IMAGE_MAX_BYTES) throw fileTooLarge();
  const type = detectImageType(bytes);
  if (!type) throw invalidFileType();
  return type;
}

/** A base64 image data URL to its bytes (the contract already checked its shape). */
export function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (comma < 0 || bytes.length === 0) throw invalidFileType();
  return bytes;
}

export async function storeImage(storage: Storage, folder: string, bytes: Buffer, type: ImageType): Promise<string> {
  return storage.put(`${folder}/${randomUUID()}.${type.ext}`, bytes, type.mime);
}
