import type { Context } from 'hono';
import { Hono } from 'hono';
import { changePassword } from '../accounts/changePassword';
import { deleteProfilePhoto, replaceProfilePhoto } from '../accounts/profilePhoto';
import { updateAccountDetails, updateBillingAddress, updateCompanyDetails } from '../accounts/profileUpdates';
import { accountJson } from '../accounts/store';
import type { AuthBuyer } from '../auth/buyer';
import { requireBuyer } from '../auth/middleware';
import type { Deps } from '../deps';
import { readBody } from '../http/body';
import { failPlain } from '../http/errors';
import type { AppEnv } from '../http/env';
import { assetUrl, UPLOAD_DIRS } from '../serialize/images';

/** The path names an account: it must be the caller's own (the original skips this on delete). */
function ownAccount(c: Context<AppEnv>, pathId: string | undefined): AuthBuyer {
  const buyer = c.get('buyer');
  if (pathId !== buyer.buyerId) throw failPlain(403, 'Unauthorized access.');
  return buyer;
}

/** The id part of the caller's `<id>|<secret>` bearer token, which requireBuyer has already checked. */
function currentTokenId(c: Context<AppEnv>): number {
  return Number(/^Bearer\s+(\d+)\|/i.exec(c.req.header('authorization') ?? '')?.[1]);
}

/** The buyer's own profile, picture and account settings (contract 2.2); both kinds of buyer. */
export function profileRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);

  r.get('/getBuyerProfile/:buyerId', auth, (c) => {
    const buyer = ownAccount(c, c.req.param('buyerId'));
    // asset() of an empty name: the URL ends in /profile_images/ when there is no photo.
    const picture = assetUrl(deps.config.publicUrl, UPLOAD_DIRS.profile, buyer.row.profile_photo ?? '');
    return c.json({ message: 'Buyer profile found.', data: { buyer: accountJson(buyer), profile_picture: picture } });
  });

  r.post('/updateBuyerProfilePicture', auth, async (c) => {
    const body = await readBody(c);
    await replaceProfilePhoto(deps, c.get('buyer'), body.profile_photo);
    return c.json({ message: 'Profile Picture successfully updated' });
  });

  r.delete('/deleteBuyerProfilePicture/:buyerId', auth, async (c) => {
    await deleteProfilePhoto(deps, ownAccount(c, c.req.param('buyerId')));
    return c.json({ message: 'Profile picture deleted successfully.' });
  });

  r.post('/updateBuyerAccountDetails', auth, async (c) => c.json(await updateAccountDetails(deps, c.get('buyer'), await readBody(c))));
  r.post('/updateCompanyBuyerAccountDetails', auth, async (c) =>
    c.json(await updateCompanyDetails(deps, c.get('buyer'), await readBody(c))),
  );
  r.post('/updateBuyerBillingAddress', auth, async (c) => c.json(await updateBillingAddress(deps, c.get('buyer'), await readBody(c))));
  r.post('/changeBuyerPassword', auth, async (c) =>
    c.json(await changePassword(deps, c.get('buyer'), await readBody(c), currentTokenId(c))),
  );

  return r;
}
