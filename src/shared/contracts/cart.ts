import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Customizations, CustomizationsObject, DesignSummary, Dollars, Id, Ok, Quantity, Timestamp } from './common';
import { BAG_MAX_LINES } from '../limits';
import { bagMessages } from '../messages';
import { NormalMaterial } from './enums';

// The bag (spec 01, sections 3 and 7; issue 4 adds the merge and the priced lines).

export const ItemIdParams = z.object({ itemId: Id });

export const AddToCartBody = z.strictObject({
  designId: Id,
  quantity: Quantity,
  customizations: Customizations.optional(),
});
export type AddToCartBody = z.input<typeof AddToCartBody>;

export const UpdateCartItemBody = z.strictObject({ quantity: Quantity });

/** A guest line as the browser keeps it; its 'guest-' id stays in the browser. */
export const GuestLine = z.strictObject({
  id: z.string().max(100).optional(),
  designId: Id,
  quantity: Quantity,
  customizations: Customizations.optional(),
});
export const MergeCartBody = z.strictObject({
  items: z.array(GuestLine).max(BAG_MAX_LINES, { error: bagMessages.tooManyLines }),
});

/** A line priced on the server with the shared rules, with its design, so no call per line is needed. */
export const CartLine = z.object({
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
export type CartLine = z.infer<typeof CartLine>;
export const CartResponse = z.array(CartLine);

export const getCart = endpoint({
  ...routes.getCart, access: 'user',
  summary: "The member's bag lines, each priced and with its design",
  response: CartResponse,
});
export const addToCart = endpoint({
  ...routes.addToCart, access: 'user',
  summary: 'Add a line; the same design and customizations raise the existing quantity (capped at 10)',
  body: AddToCartBody, response: CartLine,
});
export const updateCartItem = endpoint({
  ...routes.updateCartItem, access: 'user',
  summary: "Set a line's quantity (1-10)",
  params: ItemIdParams, body: UpdateCartItemBody, response: CartLine,
});
export const removeCartItem = endpoint({
  ...routes.removeCartItem, access: 'user',
  summary: 'Remove one line',
  params: ItemIdParams, response: Ok,
});
export const clearCart = endpoint({
  ...routes.clearCart, access: 'user',
  summary: 'Remove every line',
  response: Ok,
});
export const mergeCart = endpoint({
  ...routes.mergeCart, access: 'user',
  summary: 'Merge the guest bag into the account in one transaction (same lines add up, capped at 10); answers the bag',
  body: MergeCartBody, response: CartResponse,
});

export const cartEndpoints = [getCart, addToCart, updateCartItem, removeCartItem, clearCart, mergeCart] as const;
