/**
 * Reads the contact form's multipart body: its text fields (checked with the shared contract) and
 * at most one image, held to 5 MB while it streams (413 beyond, before anything is stored).
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ContactFields } from '@shared/contracts/inquiries';
import { IMAGE_MAX_BYTES } from '@shared/limits';
import { apiMessages } from '@shared/messages';
import { HttpError, badRequest } from '../../http/errors';
import { hasUnstorableText } from '../../http/unstorable-text';
import { fileTooLarge } from './images';

export async function readContactForm(req: FastifyRequest): Promise<{ fields: z.output<typeof ContactFields>; image: Buffer | null }> {
  if (!req.isMultipart()) throw new HttpError(415, 'Please send the contact form as multipart/form-data.');
  const raw: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 20_000 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw badRequest(`Unknown field: "${part.fieldname}"`);
        const bytes = await part.toBuffer();
        if (bytes.length > 0) image = bytes;
      } else {
        raw[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT_REACHED') throw badRequest('Attach one image at most.');
    // The plugin's own refusals carry a 4xx; the parser's (a body cut short, a broken part) carry
    // none and would otherwise be answered 500, though the fault is the request's.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('The form could not be read. Please send it again.');
  }
  if (hasUnstorableText(raw)) throw badRequest(apiMessages.unstorableText);
  const parsed = ContactFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue.code === 'unrecognized_keys' ? `Unknown field: "${issue.keys[0]}"` : issue.message);
  }
  return { fields: parsed.data, image };
}
