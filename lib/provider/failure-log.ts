import 'server-only';
import type { ProviderError } from './errors';

/** The network error's code (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET…), where fetch gave one. */
function causeCode(error: ProviderError): string | undefined {
  const cause = error.cause as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = cause?.cause?.code ?? cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The operator's line for a provider call that failed: the call, what went wrong and how long it
 * took, never its query, body, token or answer (they carry buyers' data). A refusal below 500 is
 * the provider's answer (an unknown product, an empty wishlist, a wrong password), not a failure,
 * and is not logged.
 */
export function providerFailureLine(method: string, path: string, error: ProviderError, elapsedMs: number): string | null {
  if (error.kind === 'rejected' && error.status < 500) return null;
  const what = error.kind === 'rejected' ? `answered ${error.status}` : error.kind.replace('_', ' ');
  const why = error.detail ?? causeCode(error);
  return `[provider] ${method} ${path}: ${what}${why ? ` (${why})` : ''} after ${Math.round(elapsedMs)} ms`;
}
