import { mediaPathFromUrl, mediaPathsFromUrl, mediaPathToProviderUrl, productImagePaths } from '../images';
import { APP, productImage } from './support/contract-shapes';
import { withMockProvider } from './support/fetch-mock';

withMockProvider();

describe('provider image URL → same-origin media path', () => {
  it('maps an upload URL on any origin to /media/<path after /uploads/>', () => {
    expect(mediaPathFromUrl(productImage('123.webp'))).toBe('/media/product_images/123.webp');
    expect(mediaPathFromUrl('http://localhost:4000/uploads/category_image/1710282384.png')).toBe('/media/category_image/1710282384.png');
    expect(mediaPathFromUrl(`${APP}/uploads/profile_images/profile-image-1718000000.png`)).toBe(
      '/media/profile_images/profile-image-1718000000.png',
    );
  });

  it('drops the bogus trailing-comma entry and a photo-less profile URL', () => {
    expect(mediaPathsFromUrl(productImage(''))).toEqual([]);
    expect(mediaPathFromUrl(`${APP}/uploads/profile_images/`)).toBeNull();
  });

  it('splits asset() over a whole comma-joined list into its files', () => {
    expect(mediaPathsFromUrl(productImage('123.jpg,456.png,'))).toEqual(['/media/product_images/123.jpg', '/media/product_images/456.png']);
    expect(mediaPathFromUrl(productImage(',,789.webp,'))).toBe('/media/product_images/789.webp');
  });

  it('refuses URLs outside the upload folders and traversal attempts', () => {
    expect(mediaPathFromUrl('https://evil.example/secret.png')).toBeNull();
    expect(mediaPathFromUrl(`${APP}/uploads/../../etc/passwd`)).toBeNull();
    expect(mediaPathFromUrl(`${APP}/uploads/product_images/%2e%2e%2fsecret`)).toBeNull();
    expect(mediaPathFromUrl(`${APP}/uploads/private/x.png`)).toBeNull();
    expect(mediaPathFromUrl('not a url at all')).toBeNull();
    expect(mediaPathFromUrl(null)).toBeNull();
  });

  it('keeps encoded names encoded', () => {
    expect(mediaPathFromUrl(productImage('my photo.webp'))).toBe('/media/product_images/my%20photo.webp');
  });
});

describe('productImagePaths: whichever field the endpoint sends', () => {
  it('prefers image_urls, then full_image_path, then product_image_url, then the raw file list', () => {
    expect(productImagePaths({ image_urls: [productImage('a.webp'), productImage('')], full_image_path: productImage('b.webp') })).toEqual([
      '/media/product_images/a.webp',
    ]);
    expect(productImagePaths({ image_urls: [productImage('')], full_image_path: productImage('b.webp,c.webp,') })).toEqual([
      '/media/product_images/b.webp',
      '/media/product_images/c.webp',
    ]);
    expect(productImagePaths({ product_image_url: productImage('d.webp,') })).toEqual(['/media/product_images/d.webp']);
    expect(productImagePaths({ product_image: 'e.webp,f.webp,' })).toEqual(['/media/product_images/e.webp', '/media/product_images/f.webp']);
    expect(productImagePaths({})).toEqual([]);
  });
});

describe('media path → provider URL (for the /media route)', () => {
  it('maps a path string or decoded route segments back onto the provider origin', () => {
    expect(mediaPathToProviderUrl('/media/product_images/123.webp')).toBe('http://provider.test/uploads/product_images/123.webp');
    expect(mediaPathToProviderUrl(['product_images', 'my photo.webp'])).toBe('http://provider.test/uploads/product_images/my%20photo.webp');
    expect(mediaPathToProviderUrl('/media/product_images/my%20photo.webp')).toBe('http://provider.test/uploads/product_images/my%20photo.webp');
  });

  it('round-trips what the forward mapper produced', () => {
    const path = mediaPathFromUrl(productImage('AGP100001-1.webp'));
    expect(path && mediaPathToProviderUrl(path)).toBe('http://provider.test/uploads/product_images/AGP100001-1.webp');
  });

  it('refuses anything the forward mapper could not have produced', () => {
    for (const bad of [
      ['product_images'],
      ['private', 'x.png'],
      ['product_images', '..', 'x.png'],
      ['product_images', 'a/../../x.png'],
      ['product_images', '.env'],
      ['product_images', ''],
      ['profile_images', 'a\\b.png'],
      ['category_image', 'x\u0000.png'],
    ]) {
      expect(mediaPathToProviderUrl(bad)).toBeNull();
    }
    expect(mediaPathToProviderUrl('/media/product_images/%2e%2e/x')).toBeNull();
    expect(mediaPathToProviderUrl('/media/product_images/%E0%A4%A')).toBeNull();
  });
});
