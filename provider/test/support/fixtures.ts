import { hashPassword } from '../../src/auth/passwords';
import { issueToken } from '../../src/auth/tokens';
import type { Category, NewProduct, Product, Seller } from '../../src/db/schema';
import type { Deps } from '../../src/deps';
import { laravelTimestamp, sqlDateTime } from '../../src/lib/time';

/**
 * Rows inserted directly, so each route group's tests stand on their own (no seeder, no other
 * route). Counters keep ids and unique columns distinct within one database.
 */
let counter = 0;
const next = () => ++counter;
const stamp = (deps: Deps) => laravelTimestamp(deps.clock());

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | null = null;
// One hash for every fixture buyer: scrypt is deliberately slow.
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export async function createSeller(deps: Deps, overrides: Partial<Seller> = {}): Promise<Seller> {
  const n = next();
  return deps.db
    .insertInto('sellers')
    .values({
      sellerId: `AGS${String(10000000 + n)}`,
      seller_type: 'individual',
      firstname: 'Adaeze',
      lastname: 'Okafor',
      companyname: null,
      email: `seller${n}@example.com`,
      phone: `0803000${String(n).padStart(4, '0')}`,
      state: 'Enugu',
      city: 'Nsukka',
      address: '12 Market Road, Nsukka',
      created_at: stamp(deps),
      updated_at: stamp(deps),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createCategory(deps: Deps, overrides: Partial<Category> = {}): Promise<Category> {
  const n = next();
  return deps.db
    .insertInto('categories')
    .values({
      categoryID: `AGC${String(100 + (n % 900))}`,
      categoryName: `Category ${n}`,
      categoryDescription: 'Fresh produce from Nigerian farms.',
      categoryImage: `category-${n}.webp`,
      quantity_instock: null,
      quantity_sold: null,
      created_at: stamp(deps),
      updated_at: stamp(deps),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ProductFixture extends Partial<NewProduct> {
  category?: Category;
  seller?: Seller;
}

export async function createProduct(deps: Deps, fixture: ProductFixture = {}): Promise<Product> {
  const { category: givenCategory, seller: givenSeller, ...overrides } = fixture;
  const n = next();
  const category = givenCategory ?? (await createCategory(deps));
  const seller = givenSeller ?? (await createSeller(deps));
  const productId = overrides.productId ?? `AGP${String(100000 + n)}`;
  return deps.db
    .insertInto('products')
    .values({
      productId,
      sellerId: seller.sellerId,
      product_name: `White Yam Tuber ${n}`,
      categoryID: category.categoryID,
      product_category: category.categoryName,
      cost_price: 8,
      selling_price: 12.5,
      quantityin_stock: 40,
      unit: 'tuber',
      productWeight: 2.5,
      product_description: '<p>Firm Abuja yam, harvested this season.</p>',
      product_image: `${productId}-1.webp,${productId}-2.webp,`,
      created_at: stamp(deps),
      updated_at: stamp(deps),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface BuyerFixture {
  buyerId: string;
  email: string;
  password: string;
  token: string;
}

/** A verified individual buyer with a live token. */
export async function createBuyer(deps: Deps, overrides: { verified?: boolean; email?: string } = {}): Promise<BuyerFixture> {
  const n = next();
  const buyerId = `AGB${String(20000000 + n)}`;
  const email = overrides.email ?? `buyer${n}@example.com`;
  const verified = overrides.verified ?? true;
  await deps.db
    .insertInto('buyers')
    .values({
      buyerId,
      firstname: 'Chinedu',
      lastname: `Eze${n}`,
      email,
      email_verified_at: verified ? sqlDateTime(deps.clock()) : null,
      is_verified: verified ? 1 : 0,
      phone: `0812000${String(n).padStart(4, '0')}`,
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Ikeja',
      address: `${n} Allen Avenue`,
      zipcode: '100001',
      password_hash: await testPasswordHash(),
      profile_photo: null,
      created_at: stamp(deps),
      updated_at: stamp(deps),
    })
    .execute();
  return { buyerId, email, password: TEST_PASSWORD, token: await issueToken(deps, buyerId) };
}

/** A verified company buyer with a live token. */
export async function createCompanyBuyer(deps: Deps, overrides: { verified?: boolean; email?: string } = {}): Promise<BuyerFixture> {
  const n = next();
  const buyerId = `AGCB${String(1000 + (n % 9000))}`;
  const email = overrides.email ?? `company${n}@example.com`;
  const verified = overrides.verified ?? true;
  await deps.db
    .insertInto('company_buyers')
    .values({
      companyBuyerId: buyerId,
      companyname: `Harvest Foods ${n} Ltd`,
      companyregnumber: `RC${100000 + n}`,
      companyemail: email,
      email_verified_at: verified ? sqlDateTime(deps.clock()) : null,
      is_verified: verified ? 1 : 0,
      companyphone: `0909000${String(n).padStart(4, '0')}`,
      companyaddress: `${n} Trans-Amadi Road`,
      country: 'Nigeria',
      state: 'Rivers',
      city: 'Port Harcourt',
      zipcode: '500001',
      password_hash: await testPasswordHash(),
      profile_photo: null,
      created_at: stamp(deps),
      updated_at: stamp(deps),
    })
    .execute();
  return { buyerId, email, password: TEST_PASSWORD, token: await issueToken(deps, buyerId) };
}
