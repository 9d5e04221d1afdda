import Link from 'next/link';
import { StaticImage } from '@/components/media/StaticImage';
import type { ImageFile } from './banners';

export interface PromoTile {
  title: string;
  href: string;
  image: ImageFile;
  alt: string;
}

/** Three picture tiles leading to categories; the title is text on the picture's empty left side. */
export function PromoRow({ tiles }: { tiles: PromoTile[] }) {
  return (
    <section aria-labelledby="promo-row-heading" className="mx-auto max-w-7xl px-4 lazy-render-[561px] sm:lazy-render-[160px] xl:lazy-render-[203px]">
      <h2 id="promo-row-heading" className="sr-only">
        Shop by category
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <Link
              href={tile.href}
              className="group relative block aspect-[2/1] overflow-hidden rounded-2xl bg-stone-100 transition-shadow hover:shadow-lg sm:aspect-[3/2] lg:aspect-[2/1]"
            >
              <span className="relative z-10 flex h-full w-3/5 flex-col justify-center gap-3 p-4 sm:gap-2 sm:p-3 lg:gap-3 lg:p-6">
                <span className="text-lg leading-tight font-bold text-brand-900 sm:text-base lg:text-2xl">{tile.title}</span>
                <span className="w-fit rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold whitespace-nowrap text-white group-hover:bg-brand-800 sm:px-2.5 sm:text-xs lg:px-3 lg:text-sm">
                  Shop now
                </span>
              </span>
              <StaticImage
                src={tile.image.src}
                alt={tile.alt}
                fill
                sizes="(min-width: 1280px) 405px, (min-width: 640px) 33vw, 100vw"
                className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
