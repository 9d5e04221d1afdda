import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The sandbox provider runs with tsx beside the app; keep its server-only deps out of the bundle.
  serverExternalPackages: ['better-sqlite3', 'sharp'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }];
  },
};

export default nextConfig;
