import { customizationsFit, customizationsKey, normaliseCustomizations, type CustomizationValue } from '@shared/customizations';
import { BAG_MAX_LINES, QUANTITY_MAX, QUANTITY_MIN } from '@shared/limits';
import { localStore, subscribeStoredKey } from '../../lib/local-store';

/**
 * The guest bag (spec 01, sections 3, 4 and 9): kept in the browser's local storage under one fixed
 * key, saved on every change and restored whenever there is no user. Line ids begin with 'guest-'.
 * Adding the same design with identical customizations raises that line's quantity (capped at 10).
 */
export const GUEST_BAG_KEY = 'aurum-guest-bag';

export interface GuestLine {
  id: string;
  designId: string;
  quantity: number;
  customizations: Record<string, CustomizationValue>;
  /** Epoch milliseconds; the bag lists lines in the order they were added. */
  addedAt: number;
}

const EMPTY: readonly GuestLine[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedLines: readonly GuestLine[] = EMPTY;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}

/** Customizations as the bag calls carry them: an object, or a JSON string of one (spec 02, section 7). */
export function parseCustomizations(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      const parsed: unknown = JSON.parse(input);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

function sanitise(value: unknown): GuestLine[] {
  if (!Array.isArray(value)) return [];
  const lines: GuestLine[] = [];
  for (const item of value as Array<Partial<GuestLine> | null>) {
    if (!item || typeof item !== 'object') continue;
    if (typeof item.designId !== 'string' || !item.designId) continue;
    // A line the server would refuse would make the whole merge at sign-in fail.
    const customizations = normaliseCustomizations(parseCustomizations(item.customizations));
    if (!customizationsFit(customizations)) continue;
    const id = typeof item.id === 'string' && item.id.startsWith('guest-') ? item.id : newGuestId();
    lines.push({
      id,
      designId: item.designId,
      quantity: clampQuantity(Number(item.quantity)),
      customizations,
      addedAt: typeof item.addedAt === 'number' ? item.addedAt : Date.now(),
    });
  }
  return lines.slice(0, BAG_MAX_LINES);
}

/** The guest lines (a stable array between changes, for useSyncExternalStore). */
export function readGuestBag(): readonly GuestLine[] {
  const raw = localStore()?.getItem(GUEST_BAG_KEY) ?? null;
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  if (raw == null) {
    cachedLines = EMPTY;
    return cachedLines;
  }
  try {
    cachedLines = sanitise(JSON.parse(raw));
  } catch {
    cachedLines = EMPTY;
  }
  return cachedLines;
}

function write(lines: readonly GuestLine[]): void {
  const store = localStore();
  if (store) {
    if (lines.length === 0) store.removeItem(GUEST_BAG_KEY);
    else store.setItem(GUEST_BAG_KEY, JSON.stringify(lines));
  }
  for (const listener of listeners) listener();
}

function newGuestId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return `guest-${random}`;
}

/** Adding a new line to a bag that holds BAG_MAX_LINES already (the server's bag answers 409). */
export class GuestBagFullError extends Error {
  constructor() {
    super('The bag is full');
    this.name = 'GuestBagFullError';
  }
}

/** Adds a line, or raises the quantity of the line with the same design and customizations. */
export function addGuestLine(designId: string, quantity: number, customizations?: unknown): GuestLine {
  const lines = [...readGuestBag()];
  const normal = normaliseCustomizations(parseCustomizations(customizations));
  const key = customizationsKey(normal);
  const index = lines.findIndex((line) => line.designId === designId && customizationsKey(line.customizations) === key);
  let line: GuestLine;
  if (index >= 0) {
    line = { ...lines[index], quantity: clampQuantity(lines[index].quantity + quantity) };
    lines[index] = line;
  } else {
    if (lines.length >= BAG_MAX_LINES) throw new GuestBagFullError();
    line = { id: newGuestId(), designId, quantity: clampQuantity(quantity), customizations: normal, addedAt: Date.now() };
    lines.push(line);
  }
  write(lines);
  return line;
}

export function updateGuestLine(lineId: string, quantity: number): void {
  const lines = readGuestBag();
  if (!lines.some((line) => line.id === lineId)) throw new Error('Bag item not found');
  write(lines.map((line) => (line.id === lineId ? { ...line, quantity: clampQuantity(quantity) } : line)));
}

export function removeGuestLine(lineId: string): void {
  write(readGuestBag().filter((line) => line.id !== lineId));
}

/** Removes several lines at once (the ones a merge carried into the account). */
export function removeGuestLines(ids: ReadonlySet<string>): void {
  write(readGuestBag().filter((line) => !ids.has(line.id)));
}

export function clearGuestBag(): void {
  write(EMPTY);
}

/** Listen for changes in this tab and in others. */
export function subscribeGuestBag(listener: () => void): () => void {
  return subscribeStoredKey(listeners, GUEST_BAG_KEY, listener);
}
