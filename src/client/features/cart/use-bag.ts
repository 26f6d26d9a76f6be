import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { CartLine } from '@shared/contracts/cart';
import type { DesignSummary } from '@shared/contracts/common';
import type { Design } from '@shared/contracts/designs';
import { normaliseMaterial } from '@shared/materials';
import { bagMessages } from '@shared/messages/bag';
import type { NormalMaterial } from '@shared/options';
import { bagTotals, lineTotal, unitPrice, type BagTotals } from '@shared/pricing';
import { toast } from '../../components/ui/toast';
import { ApiError, apiRequest, queryClient } from '../../lib/query-client';
import { subscribeSession, sessionSnapshot } from '../../lib/session';
import { useAuth } from '../auth/use-auth';
import { CART_KEY, cartQueryOptions, mergeGuestBag } from './bag-api';
import { GuestBagFullError, addGuestLine, clampQuantity, readGuestBag, removeGuestLine, clearGuestBag, subscribeGuestBag, updateGuestLine, type GuestLine } from './guest-bag';

/** What a bag line shows of its design: the server's summary, or the same fields of the batch read for guests. */
export type BagDesign = DesignSummary;

/** One line, priced: by the server for members, in the browser with the shared rules for guests. */
export interface BagLine {
  id: string;
  designId: string;
  quantity: number;
  customizations: Record<string, unknown>;
  material: NormalMaterial;
  unitPrice: number;
  lineTotal: number;
  design: BagDesign | null;
}

export type Customizations = Record<string, unknown> | string;

/** Whether the bag lives on the server: a valid session the server has not refused. */
export function useIsMember(): boolean {
  const { session, isAuthenticated } = useAuth();
  return Boolean(session) && isAuthenticated;
}

/** The guest lines from local storage, re-rendering on every change (in this tab and others). */
export function useGuestLines(): readonly GuestLine[] {
  return useSyncExternalStore(subscribeGuestBag, readGuestBag, readGuestBag);
}

/**
 * Once a member is signed in, any guest lines left in this browser (a merge that failed, or a
 * sign-in in another tab) are merged into the account. Mounted once, by the badge.
 */
export function useMergeLeftovers(isMember: boolean, guestCount: number): void {
  useEffect(() => {
    if (isMember && guestCount > 0) void mergeGuestBag();
  }, [isMember, guestCount]);
}

/** The guest lines' designs in ONE call: GET /api/designs?ids=a,b,c. */
function useGuestDesigns(lines: readonly GuestLine[], enabled: boolean) {
  const ids = useMemo(() => [...new Set(lines.map((line) => line.designId))].sort().join(','), [lines]);
  return useQuery<{ designs: Design[] }>({
    queryKey: ['/api/designs', { ids }],
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

function toBagDesign(design: Design): BagDesign {
  const { id, name, description, imageUrl, silverImageUrl, price, silverPrice, category, material, engraving } = design;
  return { id, name, description, imageUrl, silverImageUrl, price, silverPrice, category, material, engraving };
}

function priceGuestLine(line: GuestLine, design: Design | undefined): BagLine {
  const material = normaliseMaterial(typeof line.customizations.material === 'string' ? line.customizations.material : undefined);
  const unit = unitPrice(design?.price, material);
  return {
    id: line.id,
    designId: line.designId,
    quantity: line.quantity,
    customizations: line.customizations,
    material,
    unitPrice: unit,
    lineTotal: lineTotal(unit, line.quantity),
    design: design ? toBagDesign(design) : null,
  };
}

function fromCartLine(line: CartLine): BagLine {
  return { ...line, design: line.design ? { ...line.design } : null };
}

const failure = (description: string) => toast({ variant: 'destructive', title: bagMessages.errorTitle, description });

async function reloadCart(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: CART_KEY });
}

type AddToBag = (designId: string, quantity?: number, customizations?: Customizations) => Promise<boolean>;

/** Puts a line in the bag: the server's for a member (then reads it again), the browser's for a guest. */
async function putLine(isMember: boolean, designId: string, quantity: number, customizations?: Customizations): Promise<void> {
  if (!isMember) return void addGuestLine(designId, clampQuantity(quantity), customizations);
  await apiRequest('POST', '/api/cart', { designId, quantity: clampQuantity(quantity), customizations: customizations ?? { material: '14k-gold' } });
  await reloadCart();
}

/** The 'added' toast once `put` succeeds, else the failure's (a full bag says so); true when the line was added. */
async function told(put: Promise<unknown>): Promise<boolean> {
  try {
    await put;
    toast(bagMessages.toast.added);
    return true;
  } catch (error) {
    const full = error instanceof GuestBagFullError || (error instanceof ApiError && error.status === 409);
    failure(full ? bagMessages.bagFull : bagMessages.failure.add);
    return false;
  }
}

/**
 * The bag's `add` alone, for a product page's buttons: none of the bag's reads, and no mutation
 * observers (the whole bag hook ran three queries and four observers in the product's first render).
 */
export function useAddToBag(): AddToBag {
  const isMember = useIsMember();
  return useCallback((designId, quantity = 1, customizations) => told(putLine(isMember, designId, quantity, customizations)), [isMember]);
}

export interface UseBag {
  lines: BagLine[];
  /** Sum of quantities. */
  count: number;
  totals: BagTotals;
  isLoading: boolean;
  isMember: boolean;
  /** Resolves true when the line was added (the toasts are shown either way). */
  add: AddToBag;
  update: (lineId: string, quantity: number) => Promise<boolean>;
  remove: (lineId: string) => Promise<boolean>;
  clear: () => Promise<boolean>;
  isAdding: boolean;
  isClearing: boolean;
  /** The line whose quantity or removal is on its way to the server. */
  isLineBusy: (lineId: string) => boolean;
}

/** The bag, the same for guests and members (spec 01, sections 4, 8 and 9). */
export function useBag(): UseBag {
  const isMember = useIsMember();
  const guestLines = useGuestLines();
  const cart = useQuery<CartLine[]>({ ...cartQueryOptions, enabled: isMember });
  const guestDesigns = useGuestDesigns(guestLines, !isMember);

  const lines = useMemo<BagLine[]>(() => {
    if (isMember) return (cart.data ?? []).map(fromCartLine);
    const byId = new Map((guestDesigns.data?.designs ?? []).map((design) => [design.id, design]));
    return [...guestLines].sort((a, b) => a.addedAt - b.addedAt).map((line) => priceGuestLine(line, byId.get(line.designId)));
  }, [isMember, cart.data, guestLines, guestDesigns.data]);

  const totals = useMemo(() => bagTotals(lines), [lines]);

  const addMutation = useMutation({
    mutationFn: ({ designId, quantity, customizations }: { designId: string; quantity: number; customizations?: Customizations }) => putLine(isMember, designId, quantity, customizations),
  });
  const updateMutation = useMutation({
    mutationFn: async ({ lineId, quantity }: { lineId: string; quantity: number }) => {
      if (!isMember) return updateGuestLine(lineId, quantity);
      await apiRequest('PATCH', `/api/cart/${encodeURIComponent(lineId)}`, { quantity: clampQuantity(quantity) });
      await reloadCart();
    },
  });
  const removeMutation = useMutation({
    mutationFn: async (lineId: string) => {
      if (!isMember) return removeGuestLine(lineId);
      await apiRequest('DELETE', `/api/cart/${encodeURIComponent(lineId)}`);
      await reloadCart();
    },
  });
  const clearMutation = useMutation({
    mutationFn: async () => {
      if (!isMember) return clearGuestBag();
      await apiRequest('DELETE', '/api/cart');
      await reloadCart();
    },
  });

  const { mutateAsync: addAsync } = addMutation;
  const { mutateAsync: updateAsync } = updateMutation;
  const { mutateAsync: removeAsync } = removeMutation;
  const { mutateAsync: clearAsync } = clearMutation;

  const add = useCallback<AddToBag>((designId, quantity = 1, customizations) => told(addAsync({ designId, quantity, customizations })), [addAsync]);
  const update = useCallback(
    async (lineId: string, quantity: number) => {
      try {
        await updateAsync({ lineId, quantity });
        return true;
      } catch {
        failure(bagMessages.failure.update);
        return false;
      }
    },
    [updateAsync],
  );
  const remove = useCallback(
    async (lineId: string) => {
      try {
        await removeAsync(lineId);
        toast(bagMessages.toast.removed);
        return true;
      } catch {
        failure(bagMessages.failure.remove);
        return false;
      }
    },
    [removeAsync],
  );
  const clear = useCallback(async () => {
    try {
      await clearAsync();
      toast(bagMessages.toast.cleared);
      return true;
    } catch {
      failure(bagMessages.failure.clear);
      return false;
    }
  }, [clearAsync]);

  const busyUpdate = updateMutation.isPending ? updateMutation.variables?.lineId : undefined;
  const busyRemove = removeMutation.isPending ? removeMutation.variables : undefined;
  const isClearing = clearMutation.isPending;
  const isLineBusy = useCallback((lineId: string) => isClearing || lineId === busyUpdate || lineId === busyRemove, [busyUpdate, busyRemove, isClearing]);

  const isLoading = isMember ? cart.isLoading : guestLines.length > 0 && guestDesigns.isLoading;

  return { lines, count: totals.count, totals, isLoading, isMember, add, update, remove, clear, isAdding: addMutation.isPending, isClearing, isLineBusy };
}

/**
 * Drops the signed-out member's bag and wishlist from the cache when the session ends, so the next
 * account (or the guest) never sees them. Installed once at start.
 */
export function installBagSync(): () => void {
  let hadSession = sessionSnapshot() != null;
  return subscribeSession(() => {
    const has = sessionSnapshot() != null;
    if (hadSession && !has) {
      queryClient.removeQueries({ queryKey: CART_KEY });
      queryClient.removeQueries({ queryKey: ['/api/wishlist'] });
    }
    hadSession = has;
  });
}
