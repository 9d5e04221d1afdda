// /allproduct, the first page: the same page as the later ones, served without a rewrite
// (lib/routing/catalogue-rewrites.ts says why), prerendered and refreshed every 10 s.
export { default, generateMetadata } from './[page]/page';

export const revalidate = 10;
