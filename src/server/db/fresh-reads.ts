/**
 * Reads that are guaranteed to start after they were asked for, shared by the callers that ask
 * together. A caller that arrives while a read is in flight joins the next one, never the one under
 * way (which may have started before the write it must see). Under load that is one query per batch
 * of requests instead of one each; an idle server starts the read at once.
 */

/** One value (the catalogue's version): joins the read queued behind the one in flight, or starts one. */
export function singleFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    running = read().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    queued ??= running.catch(() => undefined).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}

/**
 * A row by key (a session's caller): the keys asked for while a read is in flight are read together
 * in the next one. `readMany` answers the rows it found by key; a key it leaves out reads as undefined.
 */
export function batchedRead<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let waiting = new Map<K, ((rows: Map<K, V> | Error) => void)[]>();
  let running = false;
  const start = () => {
    const batch = waiting;
    waiting = new Map();
    running = true;
    const settle = (rows: Map<K, V> | Error) => {
      for (const callbacks of batch.values()) for (const callback of callbacks) callback(rows);
      running = false;
      if (waiting.size) start();
    };
    Promise.resolve([...batch.keys()]).then(readMany).then(settle, (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))));
  };
  return (key) => new Promise<V | undefined>((resolve, reject) => {
    // The first ask while nothing runs starts a read after this tick, so the asks of the same tick share it.
    if (!running && waiting.size === 0) queueMicrotask(start);
    const callbacks = waiting.get(key) ?? [];
    callbacks.push((rows) => (rows instanceof Error ? reject(rows) : resolve(rows.get(key))));
    waiting.set(key, callbacks);
  });
}
