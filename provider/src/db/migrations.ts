import type BetterSqlite3 from 'better-sqlite3';

/**
 * Versioned, forward-only migrations. Each runs in its own transaction and is recorded in
 * schema_migrations, so a data dir created by an older sandbox is brought up to date on start.
 * Column names follow the provider's own tables (contract section 3) so rows serialize as-is;
 * numbers are stored as numbers and turned into the provider's strings by the serializers.
 */
export interface Migration {
  version: number;
  name: string;
  up: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial',
    up: `
CREATE TABLE buyers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  buyerId TEXT NOT NULL UNIQUE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email_verified_at TEXT,
  is_verified INTEGER NOT NULL DEFAULT 0,
  phone TEXT NOT NULL UNIQUE,
  country TEXT NOT NULL,
  state TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT,
  zipcode TEXT,
  password_hash TEXT NOT NULL,
  profile_photo TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE company_buyers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  companyBuyerId TEXT NOT NULL UNIQUE,
  companyname TEXT NOT NULL,
  companyregnumber TEXT NOT NULL UNIQUE,
  companyemail TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email_verified_at TEXT,
  is_verified INTEGER NOT NULL DEFAULT 0,
  companyphone TEXT NOT NULL UNIQUE,
  companyaddress TEXT,
  country TEXT NOT NULL,
  state TEXT NOT NULL,
  city TEXT NOT NULL,
  zipcode TEXT,
  password_hash TEXT NOT NULL,
  profile_photo TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- owner_id is a buyerId (AGB...) or companyBuyerId (AGCB...); the prefix tells the kind.
CREATE TABLE access_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  last_used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX access_tokens_owner ON access_tokens(owner_id);

-- Verification and reset codes. Only a hash is kept; the plain code exists in the mail alone.
CREATE TABLE email_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX email_codes_lookup ON email_codes(purpose, code_hash);
CREATE INDEX email_codes_owner ON email_codes(owner_id, purpose);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL
);
CREATE INDEX login_failures_email ON login_failures(email, created_at);

CREATE TABLE sellers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sellerId TEXT NOT NULL UNIQUE,
  seller_type TEXT NOT NULL CHECK (seller_type IN ('individual', 'company')),
  firstname TEXT,
  lastname TEXT,
  companyname TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  state TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  accrued_profit REAL NOT NULL DEFAULT 0,
  platform_fee REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  categoryID TEXT NOT NULL UNIQUE,
  categoryName TEXT NOT NULL,
  categoryDescription TEXT NOT NULL,
  categoryImage TEXT NOT NULL,
  quantity_instock INTEGER,
  quantity_sold INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  productId TEXT NOT NULL UNIQUE,
  sellerId TEXT NOT NULL REFERENCES sellers(sellerId),
  product_name TEXT NOT NULL,
  categoryID TEXT NOT NULL REFERENCES categories(categoryID),
  product_category TEXT NOT NULL,
  cost_price REAL NOT NULL,
  selling_price REAL NOT NULL,
  quantityin_stock INTEGER NOT NULL CHECK (quantityin_stock >= 0),
  quantity_sold INTEGER NOT NULL DEFAULT 0,
  unit TEXT NOT NULL,
  productWeight REAL NOT NULL,
  product_description TEXT NOT NULL,
  -- Comma-joined file names with a trailing comma, exactly as the original stores them.
  product_image TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  views INTEGER NOT NULL DEFAULT 0,
  average_rating REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX products_category ON products(categoryID, id);
CREATE INDEX products_price ON products(selling_price, id);
CREATE INDEX products_rating ON products(average_rating, id);
CREATE INDEX products_created ON products(created_at, id);

CREATE TABLE carts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cartId TEXT NOT NULL UNIQUE,
  buyerId TEXT NOT NULL,
  buyerType TEXT NOT NULL CHECK (buyerType IN ('individual', 'company')),
  productId TEXT NOT NULL REFERENCES products(productId),
  product_name TEXT NOT NULL,
  product_image TEXT,
  product_category TEXT NOT NULL,
  categoryID TEXT NOT NULL,
  selling_price REAL NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  total_price REAL NOT NULL,
  productWeight REAL NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (buyerId, productId)
);

CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  wishlistId TEXT NOT NULL UNIQUE,
  buyerId TEXT NOT NULL,
  productId TEXT NOT NULL REFERENCES products(productId),
  product_image TEXT,
  product_name TEXT NOT NULL,
  product_category TEXT NOT NULL,
  selling_price REAL NOT NULL,
  categoryID TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (buyerId, productId)
);

-- A checkout started by confirmOrder: the cart and amount as they were, until the payment completes.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL UNIQUE,
  method TEXT NOT NULL CHECK (method IN ('paystack', 'stripe')),
  buyerId TEXT NOT NULL,
  buyerType TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'failed', 'cancelled')),
  currency TEXT NOT NULL,
  subtotal REAL NOT NULL,
  shipping_fee REAL NOT NULL,
  amount REAL NOT NULL,
  -- JSON: [{productId, product_name, product_image, selling_price, quantity, productWeight, sellerId}]
  items TEXT NOT NULL,
  -- JSON: {firstname, lastname, email, shipping_address, billing_address, city, state, phone_number, order_notes}
  customer TEXT NOT NULL,
  access_code TEXT NOT NULL,
  payment_id INTEGER UNIQUE,
  orderId TEXT,
  failure_reason TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX payments_buyer ON payments(buyerId, id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  orderId TEXT NOT NULL,
  buyerId TEXT NOT NULL,
  productId TEXT NOT NULL,
  productName TEXT NOT NULL,
  productImage TEXT,
  amount REAL NOT NULL,
  quantity INTEGER NOT NULL,
  paymentMethod TEXT NOT NULL,
  paymentReference TEXT NOT NULL,
  Discount REAL NOT NULL DEFAULT 0,
  shippingFee REAL NOT NULL,
  order_status TEXT NOT NULL CHECK (order_status IN ('placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled')),
  currency TEXT NOT NULL,
  channel TEXT NOT NULL,
  payment_id INTEGER NOT NULL,
  country_code TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  shipping_address TEXT NOT NULL,
  billing_address TEXT NOT NULL,
  city TEXT,
  state TEXT,
  order_notes TEXT,
  grand_price REAL NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  sellerId TEXT NOT NULL,
  sellerFullname TEXT NOT NULL,
  sellerEmail TEXT NOT NULL,
  sellerPhone TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_buyer ON orders(buyerId, id);
CREATE INDEX orders_order ON orders(orderId);
CREATE INDEX orders_product ON orders(productId);

CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  orderId TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history(orderId, id);

CREATE TABLE transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id INTEGER NOT NULL UNIQUE,
  reference TEXT NOT NULL,
  buyerId TEXT NOT NULL,
  orderId TEXT,
  method TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX transactions_buyer ON transactions(buyerId, id);

CREATE TABLE product_feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  productId TEXT NOT NULL,
  SellerId TEXT NOT NULL,
  product_name TEXT NOT NULL,
  CategoryID TEXT NOT NULL,
  product_catogory TEXT NOT NULL,
  buyerId TEXT NOT NULL,
  buyer_fullname TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  feedback TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (buyerId, productId)
);
CREATE INDEX product_feedback_product ON product_feedback(productId, id);

CREATE TABLE tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id TEXT NOT NULL UNIQUE,
  buyerId TEXT NOT NULL,
  subject TEXT NOT NULL,
  category TEXT NOT NULL,
  priority TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  description TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tickets_buyer ON tickets(buyerId, id);

CREATE TABLE ticket_replies (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id TEXT NOT NULL REFERENCES tickets(ticket_id),
  sender_type TEXT NOT NULL CHECK (sender_type IN ('admin', 'buyer')),
  sender_name TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX ticket_replies_ticket ON ticket_replies(ticket_id, id);

CREATE TABLE mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  code TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX mails_to ON mails(to_email, id);
`,
  },
  {
    version: 2,
    name: 'active products index',
    // Listings count only active products. Without this, that count reads every row (~25 ms at 100k
    // products); partial, so it never competes with the sort indexes for ordered pages.
    up: `CREATE INDEX products_active_category ON products(categoryID) WHERE is_active = 1;`,
  },
  {
    version: 3,
    name: 'product search index',
    // Search matches '%term%' on name and category, which no index can seek. This one holds every
    // column the matching query reads, so it is scanned instead of the table, whose rows carry the
    // long descriptions: at 100k products 20-30 ms a search instead of 90-230 ms.
    up: `CREATE INDEX products_search ON products(product_name, product_category, productId, is_active);`,
  },
  {
    version: 4,
    name: 'category sort indexes',
    // A category page sorted by price, rating or date read and sorted the whole category (50-120 ms
    // for a category of 7,000 products); with these it reads the page's rows in order (under 3 ms).
    up: `
CREATE INDEX products_category_price ON products(categoryID, selling_price, id);
CREATE INDEX products_category_rating ON products(categoryID, average_rating, id);
CREATE INDEX products_category_created ON products(categoryID, created_at, id);`,
  },
  {
    version: 5,
    name: 'catalogue revision',
    // Moves on every change to what search reads (catalogue/search-index.ts keeps a copy of it), by
    // whatever connection makes it. Never reset, so a revision number never comes back.
    up: `
CREATE TABLE catalogue_revision (id INTEGER PRIMARY KEY CHECK (id = 1), revision INTEGER NOT NULL);
INSERT INTO catalogue_revision (id, revision) VALUES (1, 0);
CREATE TRIGGER products_revision_insert AFTER INSERT ON products
  BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER products_revision_delete AFTER DELETE ON products
  BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;
CREATE TRIGGER products_revision_update AFTER UPDATE OF productId, product_name, product_category, is_active ON products
  BEGIN UPDATE catalogue_revision SET revision = revision + 1; END;`,
  },
  {
    version: 6,
    name: 'login failures by time',
    // Each attempt drops every email's failures that left the window (accounts/loginThrottle.ts),
    // not only its own: emails tried once were otherwise kept for good.
    up: `CREATE INDEX login_failures_created ON login_failures(created_at);`,
  },
  {
    version: 7,
    name: 'seed completion',
    // Written by the seed's last step (seed/index.ts), so that a seed killed part way (Ctrl-C during
    // the first start) is seeded again, not taken for a catalogue with its demo accounts. A database
    // seeded before this migration has its categories and counts as finished, as it did.
    up: `
CREATE TABLE seed_completed (id INTEGER PRIMARY KEY CHECK (id = 1), finished_at TEXT NOT NULL);
INSERT INTO seed_completed (id, finished_at) SELECT 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM categories);`,
  },
];

export function migrate(sqlite: BetterSqlite3.Database): number[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    sqlite.prepare('SELECT version FROM schema_migrations').all().map((r) => (r as { version: number }).version),
  );
  const ran: number[] = [];
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    sqlite.transaction(() => {
      sqlite.exec(m.up);
      sqlite
        .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
        .run(m.version, m.name, new Date().toISOString());
    })();
    ran.push(m.version);
  }
  return ran;
}
