import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export interface ProviderConfig {
  port: number;
  dataDir: string;
  /** Base URL the provider is reached at; image and payment links are built from it. */
  publicUrl: string;
  /** Where the hosted payment page sends the buyer back. */
  storefrontUrl: string;
  adminToken: string;
  adminTokenGenerated: boolean;
  /**
   * The original charges 15 currency units per kg in naira. Our catalogue is priced in dollars,
   * so the sandbox default is 0.5 per kg; the rule (rate x total weight) is the original's.
   */
  shippingRatePerKg: number;
  currency: string;
  marketplaceName: string;
  /** Rendered seed images are kept here so a re-seed copies instead of re-rendering. */
  imageCacheDir: string;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ProviderConfig {
  const port = positiveNumber(env.PROVIDER_PORT, 4000, 'PROVIDER_PORT');
  const dataDir = path.resolve(env.PROVIDER_DATA_DIR || './data');
  const adminToken = env.PROVIDER_ADMIN_TOKEN || randomBytes(24).toString('base64url');
  return {
    port,
    dataDir,
    publicUrl: trimSlash(env.PROVIDER_PUBLIC_URL || `http://localhost:${port}`),
    storefrontUrl: trimSlash(env.STOREFRONT_URL || 'http://localhost:3000'),
    adminToken,
    adminTokenGenerated: !env.PROVIDER_ADMIN_TOKEN,
    shippingRatePerKg: positiveNumber(env.PROVIDER_SHIPPING_RATE_PER_KG, 0.5, 'PROVIDER_SHIPPING_RATE_PER_KG'),
    currency: env.MARKETPLACE_CURRENCY || 'USD',
    marketplaceName: env.MARKETPLACE_NAME || 'AgroMarket',
    // Outside the checkout so `npm ci` (which empties node_modules) and other clones keep it.
    imageCacheDir: path.resolve(env.PROVIDER_IMAGE_CACHE || path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'agromarket', 'seed-images')),
  };
}
