import { currencyOf } from './format/currency';

type Env = Partial<Record<string, string>>;

const URL_SETTINGS = ['SITE_URL', 'MARKETPLACE_BLOG_URL', 'MARKETPLACE_SELLER_SIGNUP_URL'] as const;
const EMAIL_SETTINGS = ['MARKETPLACE_CONTACT_EMAIL', 'MARKETPLACE_SUPPORT_EMAIL'] as const;

function urlProblem(name: string, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} must be a whole address such as https://agromarket.ng, not "${value}".`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${name} must start with https:// or http://, not "${value}".`;
  // The storefront is served from the root of its origin: a path would be left out of every link built on it.
  if (name === 'SITE_URL' && (url.pathname !== '/' || url.search || url.hash)) return `SITE_URL must be an origin without a path, such as ${url.origin}, not "${value}".`;
  return null;
}

/**
 * The settings an operator gave that the storefront cannot use, one sentence each (README,
 * "Settings"). Checked as next.config.ts loads, because otherwise each shows late and far from its cause: a
 * SITE_URL without its scheme fails every page's metadata, an unknown currency every price, and a
 * TRUSTED_PROXY_HOPS of "one" would quietly count as no proxy, leaving code requests unlimited.
 */
export function settingsProblems(env: Env = process.env): string[] {
  const problems: string[] = [];
  for (const name of URL_SETTINGS) {
    const value = env[name];
    const problem = value ? urlProblem(name, value) : null;
    if (problem) problems.push(problem);
  }
  for (const name of EMAIL_SETTINGS) {
    const value = env[name];
    if (value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) problems.push(`${name} must be an email address, not "${value}".`);
  }
  if (env.MARKETPLACE_CURRENCY) {
    try {
      currencyOf(env.MARKETPLACE_CURRENCY);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const hops = env.TRUSTED_PROXY_HOPS;
  if (hops && !/^\d{1,2}$/.test(hops)) problems.push(`TRUSTED_PROXY_HOPS must be the number of proxies before this instance (0, 1, 2…), not "${hops}".`);
  return problems;
}
