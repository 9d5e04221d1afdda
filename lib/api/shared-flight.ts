import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ProviderError, timeoutError, type FieldErrors, type ProviderErrorKind } from '@/lib/provider/errors';
import type { Flight } from './single-flight';

/** What a flight needs from the store every instance shares (lib/cache/redis-store.mjs on Redis). */
export interface FlightStore {
  /** Sets `key` to `value` for `ttlMs` unless it is set: null when this call set it, else the value it holds. */
  claim(key: string, value: string, ttlMs: number): Promise<string | null>;
  read(key: string): Promise<string | null>;
  write(key: string, text: string, ttlSeconds: number): Promise<void>;
  remove(key: string): Promise<void>;
}

interface FlightOptions {
  /** Longer than the work can take (its provider call's timeout): a holder that died frees the key then. */
  leaseMs: number;
  pollMs?: number;
  log?: (message: string) => void;
}

interface SharedError {
  kind: ProviderErrorKind;
  status: number;
  message: string;
  fieldErrors: FieldErrors;
  explained: boolean;
}

/** The end of a flight, kept for the callers that waited on it: its value, or the provider's refusal. */
type Outcome<T> = { value: T } | { error: SharedError | null };

/** Long enough for every waiter to read it: they all joined during the lease. */
const OUTCOME_SECONDS = 60;

function toOutcome<T>(result: PromiseSettledResult<T>): Outcome<T> {
  if (result.status === 'fulfilled') return { value: result.value };
  const error = result.reason;
  if (!(error instanceof ProviderError)) return { error: null };
  const { kind, status, message, fieldErrors, explained } = error;
  return { error: { kind, status, message, fieldErrors, explained } };
}

function settle<T>(outcome: Outcome<T>): T {
  if ('value' in outcome) return outcome.value;
  if (!outcome.error) throw new Error('the instance that ran this request failed unexpectedly');
  const { kind, status, message, fieldErrors, explained } = outcome.error;
  throw new ProviderError(kind, status, message, fieldErrors, { explained });
}

/**
 * A flight shared by every instance through `store()` (undefined: this instance alone). The first
 * caller claims the key with a fresh id and runs the work; the others read that id instead, and wait
 * for the outcome published under it. A holder that never publishes (it died, or the store failed)
 * leaves its waiters, at the end of the lease, with the provider's "may still go through" timeout,
 * never with a second run: the first may have reached the provider. A store that fails before the
 * claim is as if absent: the request runs here, as it would on one instance.
 */
export function acrossInstances<T>(
  name: string,
  store: () => FlightStore | undefined,
  { leaseMs, pollMs = 50, log = console.warn }: FlightOptions,
): Flight<T> {
  const prefix = `${process.env.REDIS_KEY_PREFIX || 'agromarket'}:flight:${name}`;
  return async (key, work) => {
    const shared = store();
    if (!shared) return work();
    const lockKey = `${prefix}:${createHash('sha256').update(key).digest('base64url')}`;
    const id = randomUUID();
    let holder: string | null;
    try {
      holder = await shared.claim(lockKey, id, leaseMs);
    } catch (error) {
      log(`${name}: the shared store failed (${String(error)}), so this request runs on this instance alone`);
      return work();
    }
    if (holder !== null) return waitFor<T>(shared, `${prefix}:outcome:${holder}`, leaseMs, pollMs);

    const [result] = await Promise.allSettled([work()]);
    try {
      await shared.write(`${prefix}:outcome:${id}`, JSON.stringify(toOutcome(result)), OUTCOME_SECONDS);
      await shared.remove(lockKey);
    } catch (error) {
      log(`${name}: the shared store failed (${String(error)}), so requests waiting on this one will time out`);
    }
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  };
}

async function waitFor<T>(store: FlightStore, outcomeKey: string, leaseMs: number, pollMs: number): Promise<T> {
  const deadline = Date.now() + leaseMs;
  while (Date.now() < deadline) {
    const text = await store.read(outcomeKey).catch(() => null);
    if (text !== null) return settle(JSON.parse(text) as Outcome<T>);
    await delay(pollMs);
  }
  throw timeoutError(undefined, { change: true });
}
