import { ok } from '@/lib/api/responses';

/** Liveness for the start script and load balancers; it does not call the provider. */
export function GET() {
  return ok({ status: 'ok' });
}
