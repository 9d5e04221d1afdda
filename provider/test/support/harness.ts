import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app';
import { loadConfig, type ProviderConfig } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { Deps } from '../../src/deps';
import type { Clock } from '../../src/lib/time';

export const TEST_ADMIN_TOKEN = 'test-admin-token';
export const TEST_PUBLIC_URL = 'http://provider.test';
export const TEST_STOREFRONT_URL = 'http://shop.test';

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** A raw body (malformed JSON, a FormData upload, a urlencoded string). */
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Harness {
  deps: Deps;
  dataDir: string;
  /** Moves the clock; starts at the real time. */
  setNow(date: Date): void;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/**
 * A provider on a fresh database in a temporary data dir, called in-process through Hono's
 * `app.request` (the same handlers and middleware as over HTTP, without a port).
 */
export async function createHarness(overrides: Partial<ProviderConfig> = {}): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-provider-'));
  const config: ProviderConfig = {
    ...loadConfig({}),
    dataDir,
    publicUrl: TEST_PUBLIC_URL,
    storefrontUrl: TEST_STOREFRONT_URL,
    adminToken: TEST_ADMIN_TOKEN,
    adminTokenGenerated: false,
    ...overrides,
  };
  const { db, sqlite, close } = openDatabase(path.join(dataDir, 'sandbox.sqlite'));
  let now: Date | null = null;
  const clock: Clock = () => now ?? new Date();
  const deps: Deps = { db, sqlite, config, clock };
  const app = createApp(deps);

  return {
    deps,
    dataDir,
    setNow: (date) => {
      now = date;
    },
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let body = options.body;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      const res = await app.request(url, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: res.status, headers: res.headers, body: parsed as any, text };
    },
    async close() {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fails the test if any response text contains a secret a buyer must never see. */
export function expectNoSecrets(text: string): void {
  expect(text).not.toMatch(/password_hash|scrypt\$|verification_code|token_hash|code_hash/);
}

/**
 * One harness for the enclosing describe block: created before its tests, closed after them, with
 * the clock and mocks reset after each test. The returned object forwards to that harness, so it
 * can be declared at the top of the block like a constant.
 */
export function suiteHarness(overrides: Partial<ProviderConfig> = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness(overrides);
  });
  afterAll(() => current?.close());
  afterEach(() => {
    current?.setNow(new Date());
    jest.restoreAllMocks();
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!current) throw new Error('The suite harness is used outside a test');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
