import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Customizations, CustomizationsObject, DesignSummary, Dollars, Id, Ok, Quantity, Timestamp } from './common';
import { BAG_MAX_LINES } from '../limits';
import { bagMessages } from '../messages';
import { NormalMaterial } from './enums';

// The bag (spec 01, sections 3 and 7; issue 4 adds the merge and the priced lines).

export const ItemIdParams = z.object({ itemId: Id });

export const AddToBagBody = z.strictObject({
  designId: Id,
  quantity: Quantity,
  customizations: Customizations.optional(),
});
export type AddToBagBody = z.input<typeof AddToBagBody>;

export const UpdateBagLineBody = z.strictObject({ quantity: Quantity });

/** A guest line as the browser keeps it; its 'guest-' id stays in the browser. */
export const GuestLine = z.strictObject({
  id: z.string().max(100).optional(),
  designId: Id,
  quantity: Quantity,
  customizations: Customizations.optional(),
});
export const MergeBagBody = z.strictObject({
  items: z.array(GuestLine).max(BAG_MAX_LINES, { error: bagMessages.tooManyLines }),
});

/** A line priced on the server with the shared rules, with its design, so no call per line is needed. */
export const MemberBagLine = z.object({
  id: Id,
  designId: Id,
  quantity: z.number().int(),
  customizations: CustomizationsObject,
  material: NormalMaterial,
  unitPrice: Dollars,
  lineTotal: Dollars,
  design: DesignSummary.nullable(),
  createdAt: Timestamp,
});
export type MemberBagLine = z.infer<typeof MemberBagLine>;
export const BagResponse = z.array(MemberBagLine);

export const getBag = endpoint({
  ...routes.getBag, access: 'user',
  summary: "The member's bag lines, each priced and with its design",
  response: BagResponse,
});
export const addToBag = endpoint({
  ...routes.addToBag, access: 'user',
  summary: 'Add a line; the same design and customizations raise the existing quantity (capped at 10)',
  body: AddToBagBody, response: MemberBagLine,
});
export const updateBagLine = endpoint({
  ...routes.updateBagLine, access: 'user',
  summary: "Set a line's quantity (1-10)",
  params: ItemIdParams, body: UpdateBagLineBody, response: MemberBagLine,
});
export const removeBagLine = endpoint({
  ...routes.removeBagLine, access: 'user',
  summary: 'Remove one line',
  params: ItemIdParams, response: Ok,
});
export const clearBag = endpoint({
  ...routes.clearBag, access: 'user',
  summary: 'Remove every line',
  response: Ok,
});
export const mergeBag = endpoint({
  ...routes.mergeBag, access: 'user',
  summary: 'Merge the guest bag into the account in one transaction (same lines add up, capped at 10); answers the bag',
  body: MergeBagBody, response: BagResponse,
});

export const bagEndpoints = [getBag, addToBag, updateBagLine, removeBagLine, clearBag, mergeBag] as const;
