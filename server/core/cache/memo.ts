/**
 * An in-memory map of loaded values that the change feed clears. A load that
 * started before a clear is answered but not kept: it may have read the rows the
 * clear was about. Past `limit` entries the oldest go first.
 */
export class Memo<K, V> {
  private readonly entries = new Map<K, V>();
  private generation = 0;

  constructor(private readonly limit = 10_000) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.entries.has(key)) return this.entries.get(key)!;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, value);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  /** Drops the entries `stale` picks. */
  forget(stale: (key: K) => boolean): void {
    for (const key of this.entries.keys()) if (stale(key)) this.entries.delete(key);
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }
}
