import { sessionSecret } from './secret';

const env = process.env as Record<string, string | undefined>;

describe('sessionSecret', () => {
  const saved = { NODE_ENV: env.NODE_ENV, SESSION_SECRET: env.SESSION_SECRET };
  afterEach(() => Object.assign(env, saved));

  it('uses SESSION_SECRET when it is long enough', () => {
    env.SESSION_SECRET = 'x'.repeat(40);
    env.NODE_ENV = 'production';
    expect(sessionSecret()).toBe('x'.repeat(40));
  });

  it('refuses to run in production without a secret', () => {
    delete env.SESSION_SECRET;
    env.NODE_ENV = 'production';
    expect(() => sessionSecret()).toThrow(/SESSION_SECRET is not set/);
  });

  it('refuses a short secret in production', () => {
    env.SESSION_SECRET = 'short';
    env.NODE_ENV = 'production';
    expect(() => sessionSecret()).toThrow(/at least 32/);
  });

  it('falls back to a development key outside production', () => {
    delete env.SESSION_SECRET;
    env.NODE_ENV = 'development';
    expect(sessionSecret().length).toBeGreaterThanOrEqual(32);
  });
});
