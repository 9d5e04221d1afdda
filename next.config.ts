import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { JSON_BODY_MAX_BYTES } from './lib/api/body-limit';
import { catalogueRewrites } from './lib/routing/catalogue-rewrites';
import { IMAGE_CONTENT_SECURITY_POLICY, securityHeaderRules } from './lib/security/headers';
import { settingsProblems } from './lib/settings-problems';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every page it sends, in JavaScript, to make its ETag: a fifth of the server's time
  // on 90-270 kB catalogue pages (measured with --cpu-prof), for 304s that pages refreshed every
  // 10 s, behind a CDN that keeps them, rarely earn. Static files keep Last-Modified.
  generateEtags: false,
  reactStrictMode: true,
  // The sandbox provider runs with tsx beside the app; keep its server-only deps out of the bundle.
  // redis: the routes load the same client as the cache handler, which Node imports unbundled.
  serverExternalPackages: ['better-sqlite3', 'sharp', 'redis'],
  images: {
    // Product pictures come through our /media route (never the provider's URL); banners are ours.
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/banners/**' }, { pathname: '/promo/**' }],
    qualities: [75],
    // Our pictures are at most 1600 px wide (banners; products 800 px): wider entries would only
    // repeat the original in every srcset, and each entry is repeated in the page's RSC payload.
    deviceSizes: [640, 750, 828, 1080, 1200, 1600],
    imageSizes: [32, 64, 128, 256, 384],
    formats: ['image/webp'],
    contentSecurityPolicy: IMAGE_CONTENT_SECURITY_POLICY,
    // Catalogue pictures rarely change; the optimizer keeps its resized copies a day.
    minimumCacheTTL: 86_400,
  },
  async headers() {
    return securityHeaderRules(process.env.NODE_ENV === 'production');
  },
  async rewrites() {
    return { beforeFiles: catalogueRewrites, afterFiles: [], fallback: [] };
  },
  experimental: {
    // Next copies the body of every request on proxy.ts's paths into memory for it to read, up to
    // 10 MB by default; neither proxy.ts nor any page reads one (no server actions). The route
    // handlers under /api, which the proxy skips, read no more than this either (lib/api/route.ts).
    proxyClientMaxBodySize: JSON_BODY_MAX_BYTES,
  },
};

/**
 * With REDIS_URL, `next start` keeps its cached pages and fetch data in that Redis (README:
 * "Deploying behind a CDN / several instances"; instrumentation.ts installs the cache, in
 * lib/cache/), and no copy in each instance's memory, so all of them serve what any one rendered.
 */
export default function config(phase: string): NextConfig {
  // Read by next build, next start and next dev before anything is drawn with the settings.
  const problems = settingsProblems();
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}\n`);
    process.exit(1);
  }
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return nextConfig;
  return { ...nextConfig, cacheMaxMemorySize: 0 };
}
