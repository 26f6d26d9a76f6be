import { useCallback, useMemo } from 'react';
import type { MemberBagLine } from '@shared/contracts/bag';
import type { DesignSummary } from '@shared/contracts/common';
import type { Design } from '@shared/contracts/designs';
import { normaliseMaterial } from '@shared/materials';
import { bagMessages } from '@shared/messages/bag';
import type { NormalMaterial } from '@shared/options';
import { bagTotals, type BagTotals } from '@shared/bag-totals';
import { lineTotal, unitPrice } from '@shared/pricing';
import { toast } from '../../components/ui/toast';
import { useAddBagLine } from './api/add-bag-line';
import { useClearBag } from './api/clear-bag';
import { useGuestDesigns } from './api/designs-by-ids';
import { useMemberBag } from './api/get-bag';
import { useRemoveBagLine } from './api/remove-bag-line';
import { useUpdateBagLine } from './api/update-bag-line';
import { bagFailure as failure, putLine, told, type AddToBag } from './add-to-bag';
import { useIsMember } from '../../lib/current-user';
import { useGuestLines } from './bag-owner';
import { clampQuantity, removeGuestLine, clearGuestBag, updateGuestLine, type GuestLine } from './guest-bag';

// The bag page's hook (and the checkout's and the wishlist page's): its lines priced, its writes
// with their toasts. The shell's badge needs only ./bag-owner.ts, so this stays out of every first load.

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

/** A guest's lines as the bag shows them: oldest first, each priced by the shared rules from its design. */
export function guestBagLines(lines: readonly GuestLine[], designs: readonly Design[]): BagLine[] {
  const byId = new Map(designs.map((design) => [design.id, design]));
  return [...lines].sort((a, b) => a.addedAt - b.addedAt).map((line) => priceGuestLine(line, byId.get(line.designId)));
}

function fromMemberLine(line: MemberBagLine): BagLine {
  return { ...line, design: line.design ? { ...line.design } : null };
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
  const memberBag = useMemberBag(isMember);
  const guestDesigns = useGuestDesigns(guestLines, !isMember);

  const lines = useMemo<BagLine[]>(() => {
    if (isMember) return (memberBag.data ?? []).map(fromMemberLine);
    return guestBagLines(guestLines, guestDesigns.data?.designs ?? []);
  }, [isMember, memberBag.data, guestLines, guestDesigns.data]);

  const totals = useMemo(() => bagTotals(lines), [lines]);

  // The member's writes; a guest's bag is the browser's and changes at once.
  const addLine = useAddBagLine();
  const updateLine = useUpdateBagLine();
  const removeLine = useRemoveBagLine();
  const clearLines = useClearBag();
  const { mutateAsync: addAsync } = addLine;
  const { mutateAsync: updateAsync } = updateLine;
  const { mutateAsync: removeAsync } = removeLine;
  const { mutateAsync: clearAsync } = clearLines;

  const add = useCallback<AddToBag>((designId, quantity = 1, customizations) => told(putLine(isMember, designId, quantity, customizations, addAsync)), [isMember, addAsync]);
  const update = useCallback(
    async (lineId: string, quantity: number) => {
      try {
        if (!isMember) updateGuestLine(lineId, quantity);
        else await updateAsync({ itemId: lineId, quantity: clampQuantity(quantity) });
        return true;
      } catch {
        failure(bagMessages.failure.update);
        return false;
      }
    },
    [isMember, updateAsync],
  );
  const remove = useCallback(
    async (lineId: string) => {
      try {
        if (!isMember) removeGuestLine(lineId);
        else await removeAsync(lineId);
        toast(bagMessages.toast.removed);
        return true;
      } catch {
        failure(bagMessages.failure.remove);
        return false;
      }
    },
    [isMember, removeAsync],
  );
  const clear = useCallback(async () => {
    try {
      if (!isMember) clearGuestBag();
      else await clearAsync();
      toast(bagMessages.toast.cleared);
      return true;
    } catch {
      failure(bagMessages.failure.clear);
      return false;
    }
  }, [isMember, clearAsync]);

  const busyUpdate = updateLine.isPending ? updateLine.variables?.itemId : undefined;
  const busyRemove = removeLine.isPending ? removeLine.variables : undefined;
  const isClearing = clearLines.isPending;
  const isLineBusy = useCallback((lineId: string) => isClearing || lineId === busyUpdate || lineId === busyRemove, [busyUpdate, busyRemove, isClearing]);

  const isLoading = isMember ? memberBag.isLoading : guestLines.length > 0 && guestDesigns.isLoading;

  return { lines, count: totals.count, totals, isLoading, isMember, add, update, remove, clear, isAdding: addLine.isPending, isClearing, isLineBusy };
}

