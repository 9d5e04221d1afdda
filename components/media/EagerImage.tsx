'use client';

import type { ComponentProps } from 'react';

/**
 * An <img> loaded at once, drawn by a client component on purpose: React hints every eager <img> a
 * server component renders in the page's payload, and the browser acts on a hint wherever that
 * payload arrives, so each page whose links prefetched this one downloaded its picture too. Drawn
 * here, it is hinted in the HTML of its own page only (PicturePreload says the same of pictures).
 */
export function EagerImage(props: ComponentProps<'img'>) {
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- the caller's props hold src, srcSet and alt
  return <img {...props} />;
}
