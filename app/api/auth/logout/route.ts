import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { logOut } from '@/lib/provider/auth';

export const POST = route({}, async ({ session }) => {
  const { token } = session;
  session.destroy();
  if (token) {
    // Signing out here must work even when the provider is down; the token is forgotten either way.
    await logOut(token).catch((error: unknown) => console.warn('Provider logout failed:', error));
  }
  return ok({ message: 'Signed out' });
});
