'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCarousel } from '@/components/ui/use-carousel';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { importWhenOnline } from '@/lib/client/import-when-online';

// Fetched the first time someone opens it: the lightbox stays out of the page's first-load JS.
const GalleryLightbox = dynamic(() => importWhenOnline(() => import('./GalleryLightbox')).then((m) => m.GalleryLightbox), { ssr: false });

/** Spec section 9: the thumbnail strip shows 5 at a time and scrolls when there are more. */
const THUMBS_VISIBLE = 5;

interface ProductGalleryProps {
  /** Same-origin `/media/…` paths; may be empty. */
  images: string[];
  name: string;
}

const altText = (name: string, index: number, total: number) => `${name} — image ${index + 1} of ${total}`;

/** The product page's image slider, thumbnail strip and full-screen lightbox. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  if (images.length === 0) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-lg border border-stone-200 bg-stone-100 text-stone-600">
        No image
      </div>
    );
  }
  return <Gallery images={images} name={name} />;
}

function Gallery({ images, name }: ProductGalleryProps) {
  const total = images.length;
  const [mainRef, main] = useCarousel();
  const [thumbsRef, thumbs] = useCarousel({ active: total > THUMBS_VISIBLE, containScroll: 'keepSnaps', dragFree: true });
  const [selected, setSelected] = useState(0);
  // Null until first opened, so the lightbox module is not requested before then.
  const [lightboxOpen, setLightboxOpen] = useState<boolean | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!main) return;
    const onSelect = () => {
      const index = main.selectedScrollSnap();
      setSelected(index);
      thumbs?.scrollTo(index);
    };
    main.on('select', onSelect).on('reInit', onSelect);
    return () => {
      main.off('select', onSelect).off('reInit', onSelect);
    };
  }, [main, thumbs]);

  // The lightbox gives the focus back to the button that opened it, but browsing in it moved the
  // slider on and made that slide inert: the focus would fall to the page. It calls this after that
  // attempt and its fade-out; a frame later, with the lightbox gone, the slide now shown takes it.
  const closeLightbox = () => {
    setLightboxOpen(false);
    requestAnimationFrame(() => openers.current[main?.selectedScrollSnap() ?? 0]?.focus());
  };

  // Until hydration has set up the slider, its buttons could do nothing: they stay disabled till then.
  const ready = main !== undefined;
  const slides = useMemo(() => images.map((src, i) => ({ src, alt: altText(name, i, total) })), [images, name, total]);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={`Images of ${name}`} className="flex flex-col gap-3">
      <div className="relative">
        <div ref={mainRef} className="overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
          <div className="flex touch-pan-y">
            {slides.map((slide, i) => (
              <div
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                inert={i !== selected}
                className="min-w-0 flex-[0_0_100%]"
              >
                <button
                  ref={(button) => {
                    openers.current[i] = button;
                  }}
                  type="button"
                  onClick={() => setLightboxOpen(true)}
                  disabled={!ready}
                  aria-label={`View image ${i + 1} of ${total} full screen`}
                  className="relative block aspect-square w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-700"
                >
                  <Image
                    src={slide.src}
                    alt={slide.alt}
                    fill
                    // The product page's two-column grid from 1024 px, capped by its 1280 px container.
                    sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"
                    className="object-cover"
                    // The first image is the product page's largest paint: decoded in the frame that
                    // first shows it (async decoding left it out of that frame, to the frame after hydration).
                    // The others are lazy, but the one beside it is within lazy loading's distance and
                    // Chrome counts it in view: low priority keeps it from sharing the first one's bandwidth.
                    preload={i === 0}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding={i === 0 ? 'sync' : 'async'}
                  />
                </button>
              </div>
            ))}
          </div>
        </div>
        {total > 1 && (
          <>
            <SlideButton direction="previous" disabled={!ready || selected === 0} onClick={() => main?.scrollPrev()} />
            <SlideButton direction="next" disabled={!ready || selected === total - 1} onClick={() => main?.scrollNext()} />
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        Image {selected + 1} of {total}
      </p>

      {total > 1 && (
        <div ref={thumbsRef} className="overflow-hidden">
          <ul className="-ml-2 flex" aria-label="Image thumbnails">
            {slides.map((slide, i) => (
              <li key={slide.src} className="min-w-0 flex-[0_0_20%] pl-2">
                <button
                  type="button"
                  onClick={() => main?.scrollTo(i)}
                  disabled={!ready}
                  aria-label={`Show image ${i + 1} of ${total}`}
                  aria-current={i === selected ? 'true' : undefined}
                  className={`relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    i === selected ? 'border-brand-700' : 'border-transparent opacity-70 hover:opacity-100'
                  }`}
                >
                  <Image src={slide.src} alt="" fill sizes="(min-width: 1280px) 120px, (min-width: 1024px) 10vw, 20vw" className="object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {lightboxOpen !== null && (
        <GalleryLightbox
          open={lightboxOpen}
          index={selected}
          slides={slides}
          label={`Images of ${name}, full screen`}
          onClose={closeLightbox}
          onView={(index) => main?.scrollTo(index, true)}
        />
      )}
    </div>
  );
}

const ARROWS = { previous: 'm15 18-6-6 6-6', next: 'm9 18 6-6-6-6' };

function SlideButton({ direction, disabled, onClick }: { direction: 'previous' | 'next'; disabled: boolean; onClick: () => void }) {
  return (
    <FocusKeepingButton
      onClick={onClick}
      unavailable={disabled}
      aria-label={direction === 'previous' ? 'Previous image' : 'Next image'}
      className={`absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-700 aria-disabled:opacity-40 ${
        direction === 'previous' ? 'left-3' : 'right-3'
      }`}
    >
      <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={ARROWS[direction]} />
      </svg>
    </FocusKeepingButton>
  );
}
