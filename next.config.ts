import type { NextConfig } from 'next';
import { IMAGE_CONTENT_SECURITY_POLICY, securityHeaders } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The sandbox provider runs with tsx beside the app; keep its server-only deps out of the bundle.
  serverExternalPackages: ['better-sqlite3', 'sharp'],
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
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }];
  },
};

export default nextConfig;
