import { z } from 'zod';
import { apiMessages, authMessages, bagMessages } from '../messages';
import { customizationsFit } from '../customizations';
import { CUSTOMIZATIONS_MAX_KEYS, EMAIL_MAX, QUANTITY_MAX, QUANTITY_MIN, SHORT_TEXT_MAX } from '../limits';
import { groupThousands } from '../pricing';
import { BagMaterial } from './enums';

// Building blocks every area's contract uses, so one rule means one thing everywhere.

/** Row ids are UUIDs (PostgreSQL gen_random_uuid); a malformed id is a 400, not a lookup. */
export const Id = z.uuid({ error: apiMessages.invalidId });
export type Id = z.infer<typeof Id>;

/** A required text: trimmed, then `min` to `max` characters; `tooLong` names the ceiling when it differs. */
export function text(message: string, max = SHORT_TEXT_MAX, opts: { min?: number; tooLong?: string } = {}) {
  return z
    .string({ error: message })
    .trim()
    .min(opts.min ?? 1, { error: message })
    .max(max, { error: opts.tooLong ?? tooLong(max) });
}

/** The refusal of an over-long text; the error handler puts the field's name before it. */
export const tooLong = (max: number) => `Too long: ${groupThousands(max)} characters at most.`;

/** An optional text: trimmed, missing or null becomes ''. */
export function optionalText(max = SHORT_TEXT_MAX) {
  return z.string().trim().max(max).nullish().transform((v) => v ?? '');
}

/** Trimmed, then checked; lower-casing is the server's job (it compares case-insensitively). */
export function email(message: string = authMessages.validation.invalidEmail) {
  return z.string({ error: message }).trim().max(EMAIL_MAX, { error: message }).pipe(z.email({ error: message }));
}
export const Email = email();

export const Quantity = z
  .number({ error: bagMessages.quantityRange })
  .int({ error: bagMessages.quantityRange })
  .min(QUANTITY_MIN, { error: bagMessages.quantityRange })
  .max(QUANTITY_MAX, { error: bagMessages.quantityRange });

/** Whole US dollars, as every price in the API. */
export const Dollars = z.number().nonnegative();

/** Timestamps travel as ISO 8601 strings (Date#toISOString). */
export const Timestamp = z.string().describe('ISO 8601 timestamp');

/** A page number from the query string. */
export const Page = z.coerce.number().int().min(1).default(1);

/** A limit from the query string, between 1 and max. */
export function limit(max: number, fallback: number) {
  return z.coerce.number().int().min(1).max(max).default(fallback);
}

/** Answer of calls whose result the spec does not read. */
export const Ok = z.object({ success: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** Answer of a stored submission: its id, so logs and mails can refer to it. */
export const Created = z.object({ success: z.literal(true), id: Id });
export type Created = z.infer<typeof Created>;

// Bag customizations (spec 01, section 3): a JSON string or an object; material among the three values.

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The object form: `material` checked, other keys free but small and flat, the whole as stored at most 1,000 characters. */
export const CustomizationsObject = z
  .object({ material: BagMaterial.optional() })
  .catchall(z.union([z.string().max(SHORT_TEXT_MAX), z.number(), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= CUSTOMIZATIONS_MAX_KEYS, { error: bagMessages.invalidCustomizations })
  .refine(customizationsFit, { error: bagMessages.customizationsTooLarge });
export type CustomizationsObject = z.infer<typeof CustomizationsObject>;

/** Either form in, always the object out; bad JSON, arrays and dangerous keys are refused. */
export const Customizations = z.union([
  CustomizationsObject,
  z
    .string()
    .max(2000)
    .transform((raw, ctx) => {
      try {
        const parsed: unknown = JSON.parse(raw, (key, value) => (FORBIDDEN_KEYS.has(key) ? undefined : value));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      } catch {
        // falls through to the issue below
      }
      ctx.addIssue({ code: 'custom', message: bagMessages.invalidCustomizations });
      return z.NEVER;
    })
    .pipe(CustomizationsObject),
], { error: bagMessages.invalidCustomizations });
export type Customizations = z.output<typeof Customizations>;

/** A design as it travels with a bag line or a wishlist entry (spec 01, section 3). */
export const DesignSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  silverImageUrl: z.string().nullable(),
  price: Dollars.describe('Gold price in whole dollars; 299 applies when the design has none'),
  silverPrice: Dollars,
  category: z.string().nullable(),
  material: z.string().nullable(),
  engraving: z.string().nullable(),
});
export type DesignSummary = z.infer<typeof DesignSummary>;

export { ErrorResponse } from './endpoint';
