/** Screen code loads on demand and is retried (spec §2: 5 retries, 1 s apart). */
export const LOAD_RETRIES = 5;
export const LOAD_RETRY_DELAY_MS = 1000;

/** Calls `load` until it succeeds or `retries` extra attempts have failed; the last error is thrown. */
export async function retry<T>(load: () => Promise<T>, retries = LOAD_RETRIES, delayMs = LOAD_RETRY_DELAY_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
