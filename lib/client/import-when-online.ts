/** Tries in all, so that a chunk that is gone for good (a deploy replaced it) still fails. */
const ATTEMPTS = 4;

/** Resolves once the browser is back online or, when it says it is online, after `ms`. */
function nextTry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine) setTimeout(resolve, ms);
    else window.addEventListener('online', () => resolve(), { once: true });
  });
}

/**
 * Loads code the page fetches after it is drawn (next/dynamic), trying again when the fetch fails.
 * A connection lost while it was on its way rejected the import; that reached the root error
 * boundary, so the whole page, header included, gave way to the error screen, and next/dynamic keeps
 * a failed import, so Try again could not bring it back before a reload.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      await nextTry(1_000 * 2 ** (attempt - 1));
    }
  }
}
