// /category/{id}?catname=… in the default order, first page: the same page as the sorted and later
// ones, served without a rewrite (lib/routing/catalogue-rewrites.ts says why) and cached 10 s.
export { default, generateMetadata, generateStaticParams } from './[sort]/[page]/page';

export const revalidate = 10;
