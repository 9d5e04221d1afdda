import { type CacheStore, MAX_ENTRY_SECONDS, SharedCache, entryTtlSeconds } from './shared-cache.mjs';

/** Redis as the shared cache uses it: values with a time to live, on a clock the test moves. */
class FakeRedis implements CacheStore {
  now = 1_700_000_000_000;
  down = false;
  readonly values = new Map<string, { text: string; expiresAt: number }>();

  async read(key: string) {
    this.check();
    const value = this.values.get(key);
    return value && value.expiresAt > this.now ? value.text : null;
  }

  async readMany(keys: string[]) {
    return Promise.all(keys.map((key) => this.read(key)));
  }

  async write(key: string, text: string, ttlSeconds: number) {
    this.check();
    this.values.set(key, { text, expiresAt: this.now + ttlSeconds * 1000 });
  }

  ttlOf(key: string) {
    const value = this.values.get(key);
    return value && (value.expiresAt - this.now) / 1000;
  }

  private check() {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  }
}

const TEN_SECONDS = { revalidate: 10, expire: 31_536_000 };
const PAGE_KEY = '/route-cache/APP_PAGE/0f1e/$/product/AGP1';

function page(html: string, tags = '_N_T_/layout,_N_T_/product/AGP1') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc for ${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
  };
}

function instance(redis: FakeRedis, { buildId = 'build-1', log = jest.fn() } = {}) {
  return new SharedCache({ store: redis, prefix: 'agromarket', buildId, log, now: () => redis.now });
}

describe('the shared cache', () => {
  it('keys entries by prefix, build id and Next\'s key, and tags by prefix only', async () => {
    const redis = new FakeRedis();
    const cache = instance(redis);
    await cache.set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
    await cache.revalidateTag('catalogue');
    expect([...redis.values.keys()]).toEqual([`agromarket:build-1:entry:${PAGE_KEY}`, 'agromarket:tag:catalogue']);
  });

  it('serves an entry one instance stored to another, Buffers and Maps intact', async () => {
    const redis = new FakeRedis();
    await instance(redis).set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
    const stored = redis.now;
    redis.now += 3_000;
    const entry = await instance(redis).get(PAGE_KEY, { kind: 'APP_PAGE' });
    expect(entry).toEqual({ lastModified: stored, value: page('<p>Yam</p>'), cacheControl: TEN_SECONDS });
    const value = entry?.value as ReturnType<typeof page>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });

  it('never serves another build\'s entries', async () => {
    const redis = new FakeRedis();
    await instance(redis, { buildId: 'build-1' }).set(PAGE_KEY, page('<p>Old</p>'), { cacheControl: TEN_SECONDS });
    expect(await instance(redis, { buildId: 'build-2' }).get(PAGE_KEY, { kind: 'APP_PAGE' })).toBeNull();
  });

  it('keeps an entry for its expire time, at most a day', () => {
    expect(entryTtlSeconds({ cacheControl: { revalidate: 10, expire: 300 } })).toBe(300);
    expect(entryTtlSeconds({ cacheControl: TEN_SECONDS })).toBe(MAX_ENTRY_SECONDS);
    expect(entryTtlSeconds({ fetchCache: true, tags: [] })).toBe(MAX_ENTRY_SECONDS);
    expect(MAX_ENTRY_SECONDS).toBe(86_400);
  });

  it('stores the entry with that time to live', async () => {
    const redis = new FakeRedis();
    await instance(redis).set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: { revalidate: 10, expire: 300 } });
    expect(redis.ttlOf(`agromarket:build-1:entry:${PAGE_KEY}`)).toBe(300);
    redis.now += 301_000;
    expect(await instance(redis).get(PAGE_KEY, { kind: 'APP_PAGE' })).toBeNull();
  });

  describe('revalidateTag', () => {
    it('on one instance makes every instance miss the tagged page (expired now)', async () => {
      const redis = new FakeRedis();
      const [a, b] = [instance(redis), instance(redis)];
      await a.set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
      redis.now += 1_000;
      await b.revalidateTag(['_N_T_/product/AGP1']);
      expect(await a.get(PAGE_KEY, { kind: 'APP_PAGE' })).toBeNull();
      expect(await b.get(PAGE_KEY, { kind: 'APP_PAGE' })).toBeNull();
      redis.now += 1_000;
      await b.set(PAGE_KEY, page('<p>Yam, new</p>'), { cacheControl: TEN_SECONDS });
      expect((await a.get(PAGE_KEY, { kind: 'APP_PAGE' }))?.value).toEqual(page('<p>Yam, new</p>'));
    });

    it('leaves pages without that tag alone', async () => {
      const redis = new FakeRedis();
      await instance(redis).set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
      redis.now += 1_000;
      await instance(redis).revalidateTag('_N_T_/product/AGP2');
      expect(await instance(redis).get(PAGE_KEY, { kind: 'APP_PAGE' })).not.toBeNull();
    });

    it('with a profile serves the page once more as stale, then expires it after the profile\'s expire', async () => {
      const redis = new FakeRedis();
      await instance(redis).set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
      redis.now += 2_000;
      await instance(redis).revalidateTag('_N_T_/layout', { expire: 60 });
      const stale = await instance(redis).get(PAGE_KEY, { kind: 'APP_PAGE' });
      expect(stale?.value).toEqual(page('<p>Yam</p>'));
      // Older than its 10 s revalidate period, so Next serves it and renders it again in the background.
      expect(stale?.lastModified).toBeLessThan(redis.now - 10_000);
      redis.now += 61_000;
      expect(await instance(redis).get(PAGE_KEY, { kind: 'APP_PAGE' })).toBeNull();
    });

    it('reaches fetch data through its tags and the page\'s implicit tags', async () => {
      const redis = new FakeRedis();
      const cache = instance(redis);
      const data = { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200, url: 'http://provider/api/productDetails/AGP1' }, revalidate: 10, tags: ['product'] };
      await cache.set('fetch-key', data, { fetchCache: true, tags: ['product'] });
      redis.now += 1_000;
      expect((await cache.get('fetch-key', { kind: 'FETCH', tags: ['product'], softTags: ['_N_T_/product/AGP1'] }))?.value).toEqual(data);
      await cache.revalidateTag('_N_T_/product/AGP1');
      expect(await cache.get('fetch-key', { kind: 'FETCH', tags: ['product'], softTags: ['_N_T_/product/AGP1'] })).toBeNull();
    });
  });

  describe('when Redis is down', () => {
    it('misses, drops writes and revalidations without throwing, and says so once per outage', async () => {
      const redis = new FakeRedis();
      const log = jest.fn();
      const cache = instance(redis, { log });
      await cache.set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
      redis.down = true;
      await expect(cache.get(PAGE_KEY, { kind: 'APP_PAGE' })).resolves.toBeNull();
      await expect(cache.set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS })).resolves.toBeUndefined();
      await expect(cache.revalidateTag('_N_T_/layout')).resolves.toBeUndefined();
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toMatch(/Redis failed \(connect ECONNREFUSED.*rendered without the cache/);

      redis.down = false;
      expect(await cache.get(PAGE_KEY, { kind: 'APP_PAGE' })).not.toBeNull();
      expect(log).toHaveBeenCalledTimes(2);
      expect(log.mock.calls[1]?.[0]).toMatch(/answers again/);
      redis.down = true;
      await cache.get(PAGE_KEY, { kind: 'APP_PAGE' });
      expect(log).toHaveBeenCalledTimes(3);
    });

    it('misses when the tags cannot be read, rather than serving a page that may have been revalidated', async () => {
      const redis = new FakeRedis();
      const log = jest.fn();
      const cache = instance(redis, { log });
      await cache.set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
      redis.readMany = async () => {
        // node-redis's command timeout: an Error subclass without a message.
        throw new (class TimeoutError extends Error {})();
      };
      expect(await cache.get(PAGE_KEY, { kind: 'APP_PAGE' })).toBeNull();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('Redis failed (TimeoutError)'));
    });
  });

  it('misses (and says so) on an entry or a tag record that is not valid JSON, never failing the page', async () => {
    const redis = new FakeRedis();
    const log = jest.fn();
    const cache = instance(redis, { log });
    await cache.set(PAGE_KEY, page('<p>Yam</p>'), { cacheControl: TEN_SECONDS });
    await redis.write('agromarket:tag:_N_T_/layout', '{"stale":', 60);
    await expect(cache.get(PAGE_KEY, { kind: 'APP_PAGE' })).resolves.toBeNull();
    await redis.write('agromarket:tag:_N_T_/layout', '{}', 60);
    expect(await cache.get(PAGE_KEY, { kind: 'APP_PAGE' })).not.toBeNull();
    await redis.write(cache.entryKey(PAGE_KEY), '{"lastModified":17', 60);
    await expect(cache.get(PAGE_KEY, { kind: 'APP_PAGE' })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toMatch(/unreadable entry for .*product\/AGP1/);
  });
});
