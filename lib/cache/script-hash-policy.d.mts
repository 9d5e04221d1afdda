// Types for script-hash-policy.mjs (plain JavaScript: the cache handler imports it with Node at run time).

export const POLICY_HEADER: 'content-security-policy';

export function inlineScriptHashes(html: string): string[];

export function scriptHashPolicy(html: string): string;

/** The part of a Next cache entry's value the policy reads and writes. */
export interface CachedValue {
  kind: string;
  html?: unknown;
  headers?: Record<string, string | string[] | number | undefined>;
}

export function addScriptHashPolicy<T extends CachedValue | null | undefined>(value: T): T;
