import { lazy, type ComponentType, type LazyExoticComponent } from "react";

const RELOADED_KEY = "pdftab:chunk-reload";

/** What loadChunkOrReload needs from the browser; tests pass their own. */
export interface ChunkReloadHost {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  reload: () => void;
}

/**
 * Loads a code-split chunk; when it fails the first time, reloads the page once instead of
 * failing. After a redeploy the open tab still asks for the old build's chunk names, which
 * are gone: a reload fetches the new index and its new names. A second failure in a row (the
 * network is down) is thrown to the error boundary, so a page never reloads in a loop.
 */
export async function loadChunkOrReload<T>(load: () => Promise<T>, host: ChunkReloadHost): Promise<T> {
  try {
    const module = await load();
    host.storage.removeItem(RELOADED_KEY);
    return module;
  } catch (error) {
    if (host.storage.getItem(RELOADED_KEY)) throw error;
    host.storage.setItem(RELOADED_KEY, "1");
    host.reload();
    // Never settles: the page is going away, and the spinner stays until it does.
    return new Promise<T>(() => {});
  }
}

/**
 * Session storage that never throws: a browser that blocks site data throws on any touch of it. Read
 * then as "already reloaded", so a missing chunk goes to the error screen and never reloads in a loop.
 */
export function guardedStorage(open: () => Storage): ChunkReloadHost["storage"] {
  return {
    getItem: (key) => {
      try {
        return open().getItem(key);
      } catch {
        return "unavailable";
      }
    },
    setItem: (key, value) => {
      try {
        open().setItem(key, value);
      } catch {
        // nothing to remember it in: getItem answers "already reloaded"
      }
    },
    removeItem: (key) => {
      try {
        open().removeItem(key);
      } catch {
        // as above
      }
    },
  };
}

const browserStorage = guardedStorage(() => sessionStorage);

/** React.lazy over loadChunkOrReload with the browser's session storage and reload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => loadChunkOrReload(load, { storage: browserStorage, reload: () => location.reload() }));
}
