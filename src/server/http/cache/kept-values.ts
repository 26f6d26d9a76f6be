/**
 * The store behind every cache (docs/caching.md): values by key, kept between the writes that change
 * them, with a bound on entries and bytes. Every
 * drop starts a new generation: a value read from the database while a drop happened may be older
 * than that write, so set() keeps it only if the generation it started under is still the current one.
 */
export class KeptValues<T> {
  private readonly entries = new Map<string, T>();
  private current = 0;
  private bytes = 0;

  /**
   * Past `maxEntries`, or past `budget.maxBytes` as `budget.sizeOf` counts an entry, the store starts
   * over, which costs only reading again.
   */
  constructor(private readonly maxEntries: number, private readonly budget?: { maxBytes: number; sizeOf: (key: string, value: T) => number }) {}

  /** Take it before reading the database; hand it to set(). */
  get generation(): number {
    return this.current;
  }

  /** How many values are kept and the bytes the budget counts for them (0 without a budget). */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T, startedAt: number): void {
    if (startedAt !== this.current) return;
    this.delete(key);
    const size = this.sizeOf(key, value);
    if (this.entries.size >= this.maxEntries || (this.budget && this.bytes + size > this.budget.maxBytes)) this.clear();
    this.entries.set(key, value);
    this.bytes += size;
  }

  /** A write happened: drops every value, or only those `affected` picks. */
  drop(affected?: (value: T) => boolean): void {
    this.current++;
    if (!affected) return this.clear();
    for (const [key, value] of this.entries) if (affected(value)) this.delete(key);
  }

  private sizeOf(key: string, value: T): number {
    return this.budget?.sizeOf(key, value) ?? 0;
  }

  private delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(key, value);
  }

  private clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
