/**
 * Reads the contact form's multipart body: its text fields (checked with the shared contract) and
 * at most one image, held to 5 MB while it streams (413 beyond, before anything is stored).
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ContactFields } from '@shared/contracts/inquiries';
import { IMAGE_MAX_BYTES } from '@shared/limits';
import { apiMessages } from '@shared/messages';
import { HttpError, badRequest, fieldSentence } from '../../http/errors';
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
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Attach one image at most.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('The form has more fields than the contact form sends.');
    // The plugin's own refusals carry a 4xx; the parser's (a body cut short, a broken part) carry
    // none and would otherwise be answered 500, though the fault is the request's.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('The form could not be read. Please send it again.');
  }
  if (hasUnstorableText(raw)) throw badRequest(apiMessages.unstorableText);
  const parsed = ContactFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue.code === 'unrecognized_keys' ? `Unknown field: "${issue.keys[0]}"` : fieldSentence(issue.message, issue.path.join('.')));
  }
  return { fields: parsed.data, image };
}
