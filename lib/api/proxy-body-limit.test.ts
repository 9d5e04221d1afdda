import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import config from '@/next.config';
import { JSON_BODY_MAX_BYTES } from './body-limit';

// Next copies each request body on proxy.ts's paths into memory (10 MB by default) though nothing
// there reads it; the route handlers read at most JSON_BODY_MAX_BYTES. Neither may hold more.
test('Next keeps no more of a body for the proxy than a route handler reads', () => {
  expect(config(PHASE_PRODUCTION_SERVER).experimental?.proxyClientMaxBodySize).toBe(JSON_BODY_MAX_BYTES);
});
