import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthBuyer } from '../auth/buyer';
import { hashPassword } from '../auth/passwords';
import type { BuyerType, DB } from '../db/schema';
import type { Deps } from '../deps';
import type { Body } from '../http/body';
import { withSameAs, text } from '../http/validation';
import { idFormats, uniqueId } from '../lib/ids';
import { laravelTimestamp } from '../lib/time';
import { mailCode } from './mails';
import { KIND_MESSAGES } from './messages';
import { accountJson, companyTaken, individualTaken } from './store';
import { validateWithUnique, writeUnlessTaken, type UniqueChecks } from './uniqueValidation';

/** Laravel's `required|min:2|max:100`, the rule most sign-up fields share. */
const required2to100 = (field: string) => text(field, { required: true, min: 2, max: 100 });
const password = {
  password: text('password', { required: true, min: 6, max: 100 }),
  confirm_password: text('confirm_password', { required: true }),
};

// Rules of the original's SignupController (contract 2.1), in its order.
const individualShape = {
  firstname: required2to100('firstname'),
  lastname: required2to100('lastname'),
  // The original has no length rule here, but its account update allows 100: past that, the
  // buyer could never save their details again.
  email: text('email', { required: true, email: true, max: 100 }),
  phone: required2to100('phone'),
  country: required2to100('country'),
  state: required2to100('state'),
  city: required2to100('city'),
  address: text('address', { min: 2, max: 100 }),
  // The original has no rule here; the length cap only keeps rows sane.
  zipcode: text('zipcode', { max: 100 }),
  ...password,
};

const companyShape = {
  companyname: required2to100('companyname'),
  // The original has no length rule on these two (nor an email-format one); the cap keeps rows sane.
  companyregnumber: text('companyregnumber', { required: true, max: 100 }),
  companyemail: text('companyemail', { required: true, max: 100 }),
  companyphone: required2to100('companyphone'),
  companyaddress: text('companyaddress', { min: 2, max: 100 }),
  country: required2to100('country'),
  city: required2to100('city'),
  state: required2to100('state'),
  zipcode: required2to100('zipcode'),
  ...password,
};

const individualSchema = withSameAs(z.object(individualShape), 'confirm_password', 'password');
const companySchema = withSameAs(z.object(companyShape), 'confirm_password', 'password');

/** The columns every new account starts with, of either kind. */
const unverified = (password_hash: string, stamp: string) => ({
  password_hash,
  is_verified: 0,
  email_verified_at: null,
  profile_photo: null,
  created_at: stamp,
  updated_at: stamp,
});

async function createIndividual(deps: Deps, body: Body): Promise<AuthBuyer> {
  const unique: UniqueChecks = { email: individualTaken(deps.db, 'email'), phone: individualTaken(deps.db, 'phone') };
  const message = KIND_MESSAGES.individual.signupInvalid;
  const input = await validateWithUnique(individualSchema, body, Object.keys(individualShape), unique, message);
  const { password: plain, confirm_password: _confirm, ...fields } = input;
  const password_hash = await hashPassword(plain);
  return insertAndMail(deps, { unique, message }, async (trx, stamp) => {
    const buyerId = await uniqueId(
      idFormats.buyer,
      async (id) => (await trx.selectFrom('buyers').select('id').where('buyerId', '=', id).executeTakeFirst()) !== undefined,
    );
    const row = await trx
      .insertInto('buyers')
      .values({
        ...fields,
        ...unverified(password_hash, stamp),
        buyerId,
        address: fields.address ?? null,
        zipcode: fields.zipcode ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'individual', buyerId, row };
  });
}

async function createCompany(deps: Deps, body: Body): Promise<AuthBuyer> {
  const unique: UniqueChecks = {
    companyregnumber: companyTaken(deps.db, 'companyregnumber'),
    companyemail: companyTaken(deps.db, 'companyemail'),
    companyphone: companyTaken(deps.db, 'companyphone'),
  };
  const message = KIND_MESSAGES.company.signupInvalid;
  const input = await validateWithUnique(companySchema, body, Object.keys(companyShape), unique, message);
  const { password: plain, confirm_password: _confirm, ...fields } = input;
  const password_hash = await hashPassword(plain);
  return insertAndMail(deps, { unique, message }, async (trx, stamp) => {
    const companyBuyerId = await uniqueId(
      idFormats.companyBuyer,
      async (id) => (await trx.selectFrom('company_buyers').select('id').where('companyBuyerId', '=', id).executeTakeFirst()) !== undefined,
    );
    const row = await trx
      .insertInto('company_buyers')
      .values({ ...fields, ...unverified(password_hash, stamp), companyBuyerId, companyaddress: fields.companyaddress ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'company', buyerId: companyBuyerId, row };
  });
}

/**
 * The account and its verification mail are one write: no account without its code, no code without
 * its account. A value of `unique` taken since it was checked is that check's 422 (writeUnlessTaken).
 */
function insertAndMail(
  deps: Deps,
  { unique, message }: { unique: UniqueChecks; message: string },
  insert: (trx: Kysely<DB>, stamp: string) => Promise<AuthBuyer>,
): Promise<AuthBuyer> {
  return writeUnlessTaken(Object.keys(unique), message, () =>
    deps.db.transaction().execute(async (trx) => {
      const account = await insert(trx, laravelTimestamp(deps.clock()));
      await mailCode(deps, trx, account, 'verify');
      return account;
    }),
  );
}

/**
 * POST /signup and /companyBuyerSignup. Only the documented fields are stored (unknown ones are
 * dropped by the schema); unlike the original, an individual's `address` is kept.
 */
export async function signUp(deps: Deps, type: BuyerType, body: Body) {
  const account = type === 'company' ? await createCompany(deps, body) : await createIndividual(deps, body);
  return { message: KIND_MESSAGES[type].signedUp, data: accountJson(account) };
}
