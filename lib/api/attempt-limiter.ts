import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import { sessionSecret } from '@/lib/session/secret';
import { AttemptCounter, wholeMinutes, type AttemptLimit } from './attempt-counter';
import { sharedStore } from './shared-store';

/** What a limit needs from the store every instance shares (lib/cache/redis-store.mjs on Redis). */
export interface AttemptStore {
  /** Counts `attempt` (a unique name) under `key` unless `limit` is reached: 0, else the ms to wait. */
  takeAttempt(key: string, attempt: string, limit: AttemptLimit): Promise<number>;
  forgetAttempt(key: string, attempt: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** One counted attempt: where it was counted, so that it can be taken back there. */
export interface Attempt {
  key: string;
  shared?: string;
  local?: number;
}

export type Taken = { waitMinutes: number } | { attempt: Attempt };

/**
 * A limit on attempts per key (an account) over a sliding window. With a shared store (REDIS_URL)
 * every instance counts in it, so a key gets the limit once behind any number of instances; without
 * one, or while it fails, each instance counts in its own memory, still a bound where the provider
 * sets none. The store never holds an email: keys reach it as their HMAC.
 */
export class AttemptLimiter {
  readonly #local: AttemptCounter;
  readonly #prefix: string;
  /** The store failed and has not answered since: said once per outage, not once per request. */
  #down = false;

  constructor(
    readonly name: string,
    readonly limit: AttemptLimit,
    private readonly store: () => AttemptStore | undefined = sharedStore,
    private readonly log: (message: string) => void = console.warn,
  ) {
    this.#local = new AttemptCounter(limit);
    this.#prefix = `${process.env.REDIS_KEY_PREFIX || 'agromarket'}:attempts:${name}`;
  }

  /** Keyed with the secret every instance shares: a hash alone would give an email away to a dictionary. */
  #sharedKey(key: string): string {
    return `${this.#prefix}:${createHmac('sha256', sessionSecret()).update(key).digest('base64url')}`;
  }

  #failed(error: unknown, consequence: string): void {
    if (this.#down) return;
    this.#down = true;
    this.log(`${this.name}: the shared store failed (${String(error)}), so ${consequence} until it answers again`);
  }

  #answered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.log(`${this.name}: the shared store answers again; attempts are counted across instances again`);
  }

  /**
   * Counts an attempt now unless the limit is reached. Checking and counting are one step, so
   * attempts sent all at once cannot pass the limit together.
   */
  async take(key: string): Promise<Taken> {
    const shared = this.store();
    if (shared) {
      const attempt = randomUUID();
      try {
        const waitMs = await shared.takeAttempt(this.#sharedKey(key), attempt, this.limit);
        this.#answered();
        return waitMs > 0 ? { waitMinutes: wholeMinutes(waitMs) } : { attempt: { key, shared: attempt } };
      } catch (error) {
        this.#failed(error, 'this instance counts attempts alone');
      }
    }
    const waitMinutes = this.#local.minutesToWait(key);
    if (waitMinutes > 0) return { waitMinutes };
    return { attempt: { key, local: this.#local.record(key) } };
  }

  /** Takes back an attempt that turned out not to be one (the provider never judged it). */
  async forget({ key, shared, local }: Attempt): Promise<void> {
    if (local !== undefined) this.#local.forget(key, local);
    if (shared === undefined) return;
    await this.store()
      ?.forgetAttempt(this.#sharedKey(key), shared)
      .catch((error: unknown) => this.#failed(error, 'attempts that were none still count'));
  }

  /** Starts the count of `key` again, everywhere it was counted. */
  async clear(key: string): Promise<void> {
    this.#local.clear(key);
    await this.store()
      ?.remove(this.#sharedKey(key))
      .catch((error: unknown) => this.#failed(error, 'counts are not started again'));
  }
}
