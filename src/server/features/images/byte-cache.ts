/**
 * A least-recently-used cache bounded by total byte size. Stored images never change under their
 * id, so a served image can stay in memory with nothing to invalidate.
 */
export function createByteCache<T extends { data: Buffer }>(maxBytes: number) {
  const entries = new Map<string, T>();
  let size = 0;
  return {
    get(key: string): T | undefined {
      const value = entries.get(key);
      if (value) {
        // Re-insert to mark it most recently used (a Map iterates in insertion order).
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: T): void {
      if (value.data.length > maxBytes || entries.has(key)) return;
      entries.set(key, value);
      size += value.data.length;
      for (const [oldKey, old] of entries) {
        if (size <= maxBytes) break;
        entries.delete(oldKey);
        size -= old.data.length;
      }
    },
  };
}
