import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { BuyBox } from '@/components/product/BuyBox';
import { ProductDescription } from '@/components/product/ProductDescription';
import { ProductGallery } from '@/components/product/ProductGallery';
import { ProductInfo } from '@/components/product/ProductInfo';
import { ProductNotFound } from '@/components/product/ProductNotFound';
import { ProductTabs } from '@/components/product/ProductTabs';
import { RelatedProducts } from '@/components/product/RelatedProducts';
import { ReviewList } from '@/components/product/ReviewList';
import { ShareLinks } from '@/components/product/ShareLinks';
import { NotFoundResponse } from '@/components/routing/NotFoundResponse';
import { JsonLd } from '@/components/seo/JsonLd';
import { availabilityOf } from '@/lib/catalogue/availability';
import { loadProduct, loadProductPage } from '@/lib/catalogue/product';
import { categoryUrl, productUrl } from '@/lib/catalogue/urls';
import { formatPrice } from '@/lib/format/price';
import { truncate } from '@/lib/format/truncate';
import { productPageJsonLd } from '@/lib/seo/json-ld';
import { htmlToText } from '@/lib/seo/plain-text';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteSettings } from '@/lib/site';

// Rendered on the first request for each product, then cached and refreshed every 10 s.
export const revalidate = 10;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ productId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).productId);
  if (!product) return { title: 'Product not found' };
  const { currency, name: marketplace } = siteSettings();
  const summary = truncate(htmlToText(product.description), 150);
  // A price that is not a number reads 'Invalid input' on the page; a link preview just leaves it out.
  const pricing = product.price === null ? '' : `${formatPrice(product.price, currency)}${product.unit ? ` per ${product.unit}` : ''}. `;
  const description = `${pricing}${summary || `${product.name} from ${product.sellerName ?? 'a Nigerian farmer'} on ${marketplace}.`}`;
  const images = product.imageUrls.slice(0, 1).map((url) => ({ url, width: 800, height: 800, alt: product.name }));
  const url = productUrl(product.id);
  return {
    title: product.name,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', title: product.name, description, url, images, siteName: marketplace },
    // The large card is a picture; without one, the small card.
    twitter: { card: images.length > 0 ? 'summary_large_image' : 'summary', title: product.name, description, images: images.map((image) => image.url) },
  };
}

export default async function ProductPage({ params }: Props) {
  const data = await loadProductPage((await params).productId);
  if (!data)
    return (
      <NotFoundResponse>
        <ProductNotFound />
      </NotFoundResponse>
    );
  const { product, reviews, related } = data;
  const { currency, name: marketplace } = siteSettings();
  const path = productUrl(product.id);
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: 'All Products', href: '/allproduct' },
    { name: product.categoryName || 'Category', href: categoryUrl({ id: product.categoryId, name: product.categoryName }) },
    { name: product.name },
  ];
  const reviewCount = reviews.ok ? reviews.reviews.reviews.total : product.reviewStats.totalReviews;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd data={productPageJsonLd(product, crumbs.map((c) => ({ name: c.name, path: c.href ?? path })))} />
      <Breadcrumb items={crumbs} />
      <div className="mt-5 grid gap-8 lg:grid-cols-2">
        <ProductGallery images={product.imageUrls} name={product.name} />
        <ProductInfo product={product} currency={currency}>
          {/* Buying controls for what is for sale: a sold-out product can still go on the wishlist (the
              price check is for the type: no price is not for sale). */}
          {availabilityOf(product) !== 'not_for_sale' && product.price !== null && (
            <BuyBox
              productPath={path}
              product={{ id: product.id, name: product.name, price: product.price, imageUrl: product.imageUrls[0] ?? null, stock: product.stock }}
            />
          )}
          <ShareLinks url={absoluteUrl(path)} name={product.name} productId={product.id} marketplace={marketplace} />
        </ProductInfo>
      </div>
      <section aria-label="Description and reviews" className="mt-10">
        <ProductTabs
          tabs={[
            { label: 'Description', content: <ProductDescription html={product.description} /> },
            {
              label: `Customer Feedback (${reviewCount})`,
              content: reviews.ok ? (
                <ReviewList key={product.id} productId={product.id} first={reviews.reviews.reviews} />
              ) : (
                <p role="alert" className="text-red-700">
                  Error loading reviews: {reviews.message}
                </p>
              ),
            },
          ]}
        />
      </section>
      {related && <RelatedProducts products={related} currency={currency} />}
    </div>
  );
}
