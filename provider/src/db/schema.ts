import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface BuyersTable {
  id: Generated<number>;
  buyerId: string;
  firstname: string;
  lastname: string;
  email: string;
  email_verified_at: string | null;
  is_verified: number;
  phone: string;
  country: string;
  state: string;
  city: string;
  address: string | null;
  zipcode: string | null;
  password_hash: string;
  profile_photo: string | null;
  created_at: string;
  updated_at: string;
}

export interface CompanyBuyersTable {
  id: Generated<number>;
  companyBuyerId: string;
  companyname: string;
  companyregnumber: string;
  companyemail: string;
  email_verified_at: string | null;
  is_verified: number;
  companyphone: string;
  companyaddress: string | null;
  country: string;
  state: string;
  city: string;
  zipcode: string | null;
  password_hash: string;
  profile_photo: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  owner_id: string;
  token_hash: string;
  last_used_at: string | null;
  created_at: string;
}

export type EmailCodePurpose = 'verify' | 'reset';

export interface EmailCodesTable {
  id: Generated<number>;
  owner_id: string;
  purpose: EmailCodePurpose;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface SellersTable {
  id: Generated<number>;
  sellerId: string;
  seller_type: 'individual' | 'company';
  firstname: string | null;
  lastname: string | null;
  companyname: string | null;
  email: string;
  phone: string;
  state: string;
  city: string;
  address: string;
  accrued_profit: Generated<number>;
  platform_fee: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  categoryID: string;
  categoryName: string;
  categoryDescription: string;
  categoryImage: string;
  quantity_instock: number | null;
  quantity_sold: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  productId: string;
  sellerId: string;
  product_name: string;
  categoryID: string;
  product_category: string;
  cost_price: number;
  selling_price: number;
  quantityin_stock: number;
  quantity_sold: Generated<number>;
  unit: string;
  productWeight: number;
  product_description: string;
  product_image: string | null;
  is_active: Generated<number>;
  views: Generated<number>;
  average_rating: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type BuyerType = 'individual' | 'company';

export interface CartsTable {
  id: Generated<number>;
  cartId: string;
  buyerId: string;
  buyerType: BuyerType;
  productId: string;
  product_name: string;
  product_image: string | null;
  product_category: string;
  categoryID: string;
  selling_price: number;
  quantity: number;
  total_price: number;
  productWeight: number;
  created_at: string;
  updated_at: string;
}

export interface WishlistsTable {
  id: Generated<number>;
  wishlistId: string;
  buyerId: string;
  productId: string;
  product_image: string | null;
  product_name: string;
  product_category: string;
  selling_price: number;
  categoryID: string;
  created_at: string;
  updated_at: string;
}

export type PaymentMethod = 'paystack' | 'stripe';
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'cancelled';

export interface PaymentsTable {
  id: Generated<number>;
  reference: string;
  method: PaymentMethod;
  buyerId: string;
  buyerType: BuyerType;
  status: PaymentStatus;
  currency: string;
  subtotal: number;
  shipping_fee: number;
  amount: number;
  items: string;
  customer: string;
  access_code: string;
  payment_id: number | null;
  orderId: string | null;
  failure_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrdersTable {
  id: Generated<number>;
  orderId: string;
  buyerId: string;
  productId: string;
  productName: string;
  productImage: string | null;
  amount: number;
  quantity: number;
  paymentMethod: string;
  paymentReference: string;
  Discount: Generated<number>;
  shippingFee: number;
  order_status: OrderStatus;
  currency: string;
  channel: string;
  payment_id: number;
  country_code: string;
  customer_email: string;
  shipping_address: string;
  billing_address: string;
  city: string | null;
  state: string | null;
  order_notes: string | null;
  grand_price: number;
  firstname: string;
  lastname: string;
  phone_number: string;
  sellerId: string;
  sellerFullname: string;
  sellerEmail: string;
  sellerPhone: string;
  created_at: string;
  updated_at: string;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  orderId: string;
  status: OrderStatus;
  created_at: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  payment_id: number;
  reference: string;
  buyerId: string;
  orderId: string | null;
  method: PaymentMethod;
  amount: number;
  currency: string;
  status: PaymentStatus;
  created_at: string;
}

export interface ProductFeedbackTable {
  id: Generated<number>;
  productId: string;
  SellerId: string;
  product_name: string;
  CategoryID: string;
  product_catogory: string;
  buyerId: string;
  buyer_fullname: string;
  rating: number;
  feedback: string | null;
  created_at: string;
  updated_at: string;
}

export const TICKET_CATEGORIES = ['billing', 'technical', 'shipping', 'general', 'product', 'order', 'account', 'others'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface TicketsTable {
  id: Generated<number>;
  ticket_id: string;
  buyerId: string;
  subject: string;
  category: (typeof TICKET_CATEGORIES)[number];
  priority: (typeof TICKET_PRIORITIES)[number];
  status: TicketStatus;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface TicketRepliesTable {
  id: Generated<number>;
  ticket_id: string;
  sender_type: 'admin' | 'buyer';
  sender_name: string;
  message: string;
  created_at: string;
}

export interface MailsTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}

export interface DB {
  buyers: BuyersTable;
  company_buyers: CompanyBuyersTable;
  access_tokens: AccessTokensTable;
  email_codes: EmailCodesTable;
  login_failures: LoginFailuresTable;
  sellers: SellersTable;
  categories: CategoriesTable;
  products: ProductsTable;
  carts: CartsTable;
  wishlists: WishlistsTable;
  payments: PaymentsTable;
  orders: OrdersTable;
  order_status_history: OrderStatusHistoryTable;
  transactions: TransactionsTable;
  product_feedback: ProductFeedbackTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  mails: MailsTable;
}

export type Buyer = Selectable<BuyersTable>;
export type CompanyBuyer = Selectable<CompanyBuyersTable>;
export type Seller = Selectable<SellersTable>;
export type Category = Selectable<CategoriesTable>;
export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type CartRow = Selectable<CartsTable>;
export type WishlistRow = Selectable<WishlistsTable>;
export type Payment = Selectable<PaymentsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type Feedback = Selectable<ProductFeedbackTable>;
export type Ticket = Selectable<TicketsTable>;
export type TicketReply = Selectable<TicketRepliesTable>;
export type ProductUpdate = Updateable<ProductsTable>;
