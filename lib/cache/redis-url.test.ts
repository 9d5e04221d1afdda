import { redisUrlProblem } from './redis-url.mjs';

describe('redisUrlProblem', () => {
  it('takes redis:// and rediss:// URLs, with or without credentials and port', () => {
    for (const url of ['redis://127.0.0.1:6379', 'rediss://user:secret@cache.internal:6380/2', 'redis://cache']) expect(redisUrlProblem(url)).toBeNull();
  });

  it("refuses a bare host:port, another scheme or no host, without repeating the value (it may hold a password)", () => {
    for (const url of ['localhost:6379', 'user:secret@cache:6379', '10.0.0.5:6379', 'http://cache:6379', 'redis://', 'redis://:6379x']) {
      const problem = redisUrlProblem(url);
      expect(problem).toMatch(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
      expect(problem).not.toContain('secret');
    }
  });
});
