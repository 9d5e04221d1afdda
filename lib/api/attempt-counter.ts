import 'server-only';

export interface AttemptLimit {
  /** Attempts allowed within the window; the next one waits. */
  max: number;
  windowMs: number;
}

/** Whole minutes, at least 1, that a wait of `ms` takes (as the limits' messages say it). */
export const wholeMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Past this many keys, a record sweeps out (at most once a minute) those whose attempts all left the window. */
const SWEEP_AT = 10_000;
/** Keys sprayed faster than they leave the window: past this many, the longest unused that are not held back go. */
const MAX_KEYS = 100_000;

/**
 * Counts attempts per key over a sliding window, in this instance's memory: what AttemptLimiter
 * counts on when no Redis is shared (or it is down), each instance then giving a key the limit once.
 */
export class AttemptCounter {
  /** Least recently counted first. */
  readonly #attempts = new Map<string, number[]>();
  #sweptAt = -Infinity;

  constructor(
    readonly limit: AttemptLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** The attempts still in the window, oldest first. */
  #recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    return (this.#attempts.get(key) ?? []).filter((at) => at > since);
  }

  /** Whole minutes (at least 1) until `key` may try again, or 0 when it may now. */
  minutesToWait(key: string): number {
    const recent = this.#recent(key);
    if (recent.length < this.limit.max) return 0;
    // Free again once enough attempts leave the window to bring the count under the limit.
    const freedAt = recent[recent.length - this.limit.max]! + this.limit.windowMs;
    return wholeMinutes(freedAt - this.now());
  }

  /** Counts an attempt now; what it returns takes it back (`forget`). */
  record(key: string): number {
    const at = this.now();
    const recent = this.#recent(key);
    this.#attempts.delete(key);
    this.#bound(at);
    this.#attempts.set(key, [...recent, at]);
    return at;
  }

  /** Memory stays bounded, and no request pays for a sweep more than once a minute. */
  #bound(now: number): void {
    if (this.#attempts.size >= SWEEP_AT && now - this.#sweptAt >= 60_000) {
      this.#sweptAt = now;
      for (const known of [...this.#attempts.keys()]) if (this.#recent(known).length === 0) this.#attempts.delete(known);
    }
    if (this.#attempts.size < MAX_KEYS) return;
    // A key held back stays, or spraying other keys would set free the account it holds back.
    for (const oldest of this.#attempts.keys()) {
      if (this.#attempts.size < MAX_KEYS) return;
      if (this.#recent(oldest).length < this.limit.max) this.#attempts.delete(oldest);
    }
    // Only keys held back are left: memory stays bounded all the same.
    for (const oldest of this.#attempts.keys()) {
      if (this.#attempts.size < MAX_KEYS) return;
      this.#attempts.delete(oldest);
    }
  }

  /** Takes back one attempt counted at `at`: it turned out not to be one (the provider never judged it). */
  forget(key: string, at: number): void {
    const attempts = this.#attempts.get(key) ?? [];
    const index = attempts.indexOf(at);
    if (index >= 0) attempts.splice(index, 1);
  }

  clear(key: string): void {
    this.#attempts.delete(key);
  }

  /** How many keys it holds (for tests of its memory). */
  get size(): number {
    return this.#attempts.size;
  }
}
