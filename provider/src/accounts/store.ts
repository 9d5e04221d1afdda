import type { Kysely, Updateable } from 'kysely';
import type { AuthBuyer } from '../auth/buyer';
import type { BuyerType, BuyersTable, DB } from '../db/schema';
import { buyerJson, companyBuyerJson } from '../serialize/buyer';

/** Looks an account up by its login email: `email` for individuals, `companyemail` for companies. */
export async function findAccountByEmail(db: Kysely<DB>, type: BuyerType, email: string): Promise<AuthBuyer | null> {
  if (type === 'company') {
    const row = await db.selectFrom('company_buyers').selectAll().where('companyemail', '=', email).executeTakeFirst();
    return row ? { kind: 'company', buyerId: row.companyBuyerId, row } : null;
  }
  const row = await db.selectFrom('buyers').selectAll().where('email', '=', email).executeTakeFirst();
  return row ? { kind: 'individual', buyerId: row.buyerId, row } : null;
}

/** The columns both buyer tables share under the same names. */
export type SharedAccountUpdate = Pick<
  Updateable<BuyersTable>,
  'password_hash' | 'is_verified' | 'email_verified_at' | 'profile_photo' | 'updated_at'
>;

export async function updateSharedColumns(db: Kysely<DB>, account: AuthBuyer, values: SharedAccountUpdate): Promise<void> {
  if (account.kind === 'company') {
    await db.updateTable('company_buyers').set(values).where('companyBuyerId', '=', account.buyerId).execute();
  } else {
    await db.updateTable('buyers').set(values).where('buyerId', '=', account.buyerId).execute();
  }
}

/** The account as responses show it: the row without its password hash. */
export function accountJson(account: AuthBuyer) {
  return account.kind === 'company' ? companyBuyerJson(account.row) : buyerJson(account.row);
}

type IndividualUnique = 'email' | 'phone';
type CompanyUnique = 'companyemail' | 'companyregnumber' | 'companyphone';

/** Laravel's `unique:buyers` rule; `exceptId` leaves the caller's own row out, for updates. */
export function individualTaken(db: Kysely<DB>, column: IndividualUnique, exceptId?: string) {
  return async (value: string): Promise<boolean> => {
    let query = db.selectFrom('buyers').select('id').where(column, '=', value);
    if (exceptId) query = query.where('buyerId', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
}

/** Laravel's `unique:company_buyers` rule. */
export function companyTaken(db: Kysely<DB>, column: CompanyUnique, exceptId?: string) {
  return async (value: string): Promise<boolean> => {
    let query = db.selectFrom('company_buyers').select('id').where(column, '=', value);
    if (exceptId) query = query.where('companyBuyerId', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
}
