import { Hono } from 'hono';
import { logIn } from '../accounts/login';
import { KIND_MESSAGES } from '../accounts/messages';
import { resetPassword } from '../accounts/passwordReset';
import { signUp } from '../accounts/signup';
import { resendVerification, verifyEmail } from '../accounts/verification';
import { requireBuyer } from '../auth/middleware';
import { revokeAllTokens } from '../auth/tokens';
import type { BuyerType } from '../db/schema';
import type { Deps } from '../deps';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';

/** The paths of each buyer kind's account calls; the two kinds share every handler. */
export const PATHS: Record<BuyerType, { signup: string; verify: string; resend: string; login: string; reset: string }> = {
  individual: {
    signup: '/signup',
    verify: '/verifyBuyerEmail',
    resend: '/resendBuyerEmailAuth/:email',
    login: '/loginBuyer',
    reset: '/buyerPasswordReset',
  },
  company: {
    signup: '/companyBuyerSignup',
    verify: '/companyBuyerVerifyMail',
    resend: '/resendCompanyBuyerEmailAuth/:email',
    login: '/companyBuyerLogin',
    reset: '/companyBuyerResetPassword',
  },
};

/** Sign-up, email verification, login, logout and password reset (contract 2.1). */
export function authRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);

  for (const type of ['individual', 'company'] as const) {
    const paths = PATHS[type];
    r.post(paths.signup, async (c) => c.json(await signUp(deps, type, await readBody(c))));
    r.post(paths.verify, async (c) => c.json(await verifyEmail(deps, type, await readBody(c))));
    r.post(paths.resend, async (c) => c.json(await resendVerification(deps, type, c.req.param('email') ?? '')));
    r.post(paths.login, async (c) => c.json(await logIn(deps, type, await readBody(c))));
    r.post(paths.reset, async (c) => c.json(await resetPassword(deps, type, await readBody(c))));
  }

  // One logout for both kinds: the original's company logout route is commented out.
  r.post('/buyerLogout', auth, async (c) => {
    const buyer = c.get('buyer');
    await revokeAllTokens(deps, buyer.buyerId);
    return c.json({ message: KIND_MESSAGES[buyer.kind].loggedOut });
  });

  return r;
}
