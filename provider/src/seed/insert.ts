import type BetterSqlite3 from 'better-sqlite3';
import { laravelTimestamp, sqlDateTime } from '../lib/time';
import type { CATEGORIES } from './catalogue';
import type { SeedReviewer } from './people/reviewers';
import type { SeedSeller } from './people/sellers';
import type { PlannedProduct } from './products';

/**
 * Bulk inserts through better-sqlite3's prepared statements in one synchronous transaction: 100,000
 * products with their reviews go in within seconds, where row-by-row async queries take minutes.
 */

export interface CatalogueRows {
  now: Date;
  categories: readonly ((typeof CATEGORIES)[number] & { image: string })[];
  sellers: readonly SeedSeller[];
  reviewers: readonly SeedReviewer[];
  /** Iterated once, inside the transaction: variants can be generated as they are inserted. */
  products: Iterable<PlannedProduct>;
}

export interface InsertCounts {
  categories: number;
  sellers: number;
  reviewers: number;
  products: number;
  outOfStock: number;
  reviews: number;
}

const HOUR = 3_600_000;

export function insertCatalogue(sqlite: BetterSqlite3.Database, rows: CatalogueRows): InsertCounts {
  const at = (hoursAgo: number) => laravelTimestamp(new Date(rows.now.getTime() - hoursAgo * HOUR));
  const insertCategory = sqlite.prepare(
    `INSERT INTO categories (categoryID, categoryName, categoryDescription, categoryImage, quantity_instock, quantity_sold, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, NULL, ?, ?)`,
  );
  const insertSeller = sqlite.prepare(
    `INSERT INTO sellers (sellerId, seller_type, firstname, lastname, companyname, email, phone, state, city, address, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBuyer = sqlite.prepare(
    `INSERT INTO buyers (buyerId, firstname, lastname, email, email_verified_at, is_verified, phone, country, state, city, address, zipcode, password_hash, profile_photo, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, 'Nigeria', ?, ?, ?, ?, ?, NULL, ?, ?)`,
  );
  const insertProduct = sqlite.prepare(
    `INSERT INTO products (productId, sellerId, product_name, categoryID, product_category, cost_price, selling_price, quantityin_stock, quantity_sold,
       unit, productWeight, product_description, product_image, is_active, views, average_rating, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  const insertReview = sqlite.prepare(
    `INSERT INTO product_feedback (productId, SellerId, product_name, CategoryID, product_catogory, buyerId, buyer_fullname, rating, feedback, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return sqlite.transaction((): InsertCounts => {
    const counts: InsertCounts = { categories: 0, sellers: 0, reviewers: 0, products: 0, outOfStock: 0, reviews: 0 };
    rows.categories.forEach((c, i) => {
      const stamp = at(540 * 24 - i);
      insertCategory.run(c.categoryID, c.name, c.description, c.image, stamp, stamp);
      counts.categories++;
    });
    rows.sellers.forEach((s, i) => {
      const stamp = at((500 - i * 7) * 24);
      insertSeller.run(s.sellerId, s.seller_type, s.firstname, s.lastname, s.companyname, s.email, s.phone, s.state, s.city, s.address, stamp, stamp);
      counts.sellers++;
    });
    rows.reviewers.forEach((b, i) => {
      const joined = new Date(rows.now.getTime() - (400 - i * 5) * 24 * HOUR);
      const stamp = laravelTimestamp(joined);
      insertBuyer.run(b.buyerId, b.firstname, b.lastname, b.email, sqlDateTime(joined), b.phone, b.state, b.city, b.address, b.zipcode, b.password_hash, stamp, stamp);
      counts.reviewers++;
    });
    for (const p of rows.products) {
      // The original stores image names comma-joined with a trailing comma.
      const images = p.images.map((f) => `${f},`).join('');
      insertProduct.run(
        p.productId, p.sellerId, p.product_name, p.categoryID, p.product_category, p.cost_price, p.selling_price, p.quantityin_stock,
        p.quantity_sold, p.unit, p.productWeight, p.product_description, images, p.views, p.average_rating, at(p.listedHoursAgo), at(p.updatedHoursAgo),
      );
      counts.products++;
      if (p.quantityin_stock === 0) counts.outOfStock++;
      for (const r of p.reviews) {
        const stamp = at(Math.max(0.5, p.listedHoursAgo - r.hoursAfterListing));
        insertReview.run(
          p.productId, p.sellerId, p.product_name, p.categoryID, p.product_category, r.reviewer.buyerId,
          r.reviewer.firstname, r.rating, r.feedback, stamp, stamp,
        );
        counts.reviews++;
      }
    }
    return counts;
  })();
}
