/**
 * Values kept in memory between the writes that change them, by key (decisions 0009 and 0012). Every
 * drop starts a new generation: a value read from the database while a drop happened may be older
 * than that write, so set() keeps it only if the generation it started under is still the current one.
 */
export class KeptValues<T> {
  private readonly entries = new Map<string, T>();
  private current = 0;

  /** Past `maxEntries` the store starts over, which costs only reading again. */
  constructor(private readonly maxEntries: number) {}

  /** Take it before reading the database; hand it to set(). */
  get generation(): number {
    return this.current;
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T, startedAt: number): void {
    if (startedAt !== this.current) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  /** A write happened: drops every value, or only those `affected` picks. */
  drop(affected?: (value: T) => boolean): void {
    this.current++;
    if (!affected) return this.entries.clear();
    for (const [key, value] of this.entries) if (affected(value)) this.entries.delete(key);
  }
}
