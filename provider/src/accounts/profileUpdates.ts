import { z } from 'zod';
import type { AuthBuyer } from '../auth/buyer';
import type { Deps } from '../deps';
import type { Body } from '../http/body';
import { fail } from '../http/errors';
import { text, validate } from '../http/validation';
import { laravelTimestamp } from '../lib/time';
import { companyTaken, individualTaken } from './store';
import { validateWithUnique, writeUnlessTaken } from './uniqueValidation';

/*
 * Only the fields sent change: the original writes every field, nulling the omitted ones. The
 * validators turn blank and null values into undefined (as Laravel's input normalization reads
 * them; the columns are NOT NULL), and Kysely leaves undefined values out of the SET list.
 */
const MESSAGE = 'Validations failed';
const field = (name: string) => text(name, { max: 100 });
const emailField = (name: string) => text(name, { max: 100, email: true });

const accountShape = { firstname: field('firstname'), lastname: field('lastname'), email: emailField('email'), phone: field('phone') };
const companyShape = {
  companyname: field('companyname'),
  companyregnumber: field('companyregnumber'),
  companyphone: field('companyphone'),
  companyemail: emailField('companyemail'),
  companyaddress: field('companyaddress'),
  country: field('country'),
  state: field('state'),
  city: field('city'),
  zipcode: field('zipcode'),
};
const billingSchema = z.object({
  country: field('country'),
  state: field('state'),
  city: field('city'),
  zipcode: field('zipcode'),
  address: field('address'),
});

const invalidBuyerType = () => fail(400, 'Invalid buyer type.');

/** POST /updateBuyerAccountDetails: an individual's name, email and phone. */
export async function updateAccountDetails(deps: Deps, buyer: AuthBuyer, body: Body) {
  if (buyer.kind !== 'individual') throw invalidBuyerType();
  const unique = { email: individualTaken(deps.db, 'email', buyer.buyerId), phone: individualTaken(deps.db, 'phone', buyer.buyerId) };
  const input = await validateWithUnique(z.object(accountShape), body, Object.keys(accountShape), unique, MESSAGE);
  await writeUnlessTaken(Object.keys(unique), MESSAGE, () =>
    deps.db.updateTable('buyers').set({ ...input, updated_at: laravelTimestamp(deps.clock()) }).where('buyerId', '=', buyer.buyerId).execute(),
  );
  return { message: 'Buyer Contact information Changed' };
}

/** POST /updateCompanyBuyerAccountDetails: a company's details and address. */
export async function updateCompanyDetails(deps: Deps, buyer: AuthBuyer, body: Body) {
  if (buyer.kind !== 'company') throw invalidBuyerType();
  const unique = {
    companyregnumber: companyTaken(deps.db, 'companyregnumber', buyer.buyerId),
    companyphone: companyTaken(deps.db, 'companyphone', buyer.buyerId),
    companyemail: companyTaken(deps.db, 'companyemail', buyer.buyerId),
  };
  const input = await validateWithUnique(z.object(companyShape), body, Object.keys(companyShape), unique, MESSAGE);
  await writeUnlessTaken(Object.keys(unique), MESSAGE, () =>
    deps.db
      .updateTable('company_buyers')
      .set({ ...input, updated_at: laravelTimestamp(deps.clock()) })
      .where('companyBuyerId', '=', buyer.buyerId)
      .execute(),
  );
  return { message: 'Company Buyer Contact information Changed' };
}

/** POST /updateBuyerBillingAddress, for both kinds; a company's `address` is its companyaddress. */
export async function updateBillingAddress(deps: Deps, buyer: AuthBuyer, body: Body) {
  const { address, ...rest } = validate(billingSchema, body, MESSAGE);
  const updated_at = laravelTimestamp(deps.clock());
  if (buyer.kind === 'company') {
    const values = { ...rest, companyaddress: address, updated_at };
    await deps.db.updateTable('company_buyers').set(values).where('companyBuyerId', '=', buyer.buyerId).execute();
  } else {
    await deps.db.updateTable('buyers').set({ ...rest, address, updated_at }).where('buyerId', '=', buyer.buyerId).execute();
  }
  return { message: 'Buyer Billing Address updated' };
}
