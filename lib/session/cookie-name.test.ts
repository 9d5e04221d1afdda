import { sessionCookieName, sessionCookieSecure } from './cookie-name';

function withEnv(env: Record<string, string>) {
  jest.replaceProperty(process, 'env', { ...process.env, ...env });
}

afterEach(() => jest.restoreAllMocks());

it('names the secure production cookie __Host-, so no other host or plain-http answer can set it', () => {
  withEnv({ NODE_ENV: 'production' });
  expect(sessionCookieSecure()).toBe(true);
  expect(sessionCookieName()).toBe('__Host-agromarket_session');
});

it.each([
  ['a production build served over plain http', { NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' }],
  ['development', { NODE_ENV: 'development' }],
])('keeps the plain name in %s, where browsers would refuse the prefix on a cookie that is not Secure', (_, env) => {
  withEnv(env);
  expect(sessionCookieSecure()).toBe(false);
  expect(sessionCookieName()).toBe('agromarket_session');
});
