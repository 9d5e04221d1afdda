'use client';

import { preloadPicture, type PictureProps } from './preload-picture';

/**
 * Hints a picture in the head of the page that shows it (see preloadPicture); renders nothing. For
 * the pictures React does not hint by itself: it hints an eager <img>, but not one in a <picture>,
 * whose <source>s it cannot choose between. A client component on purpose: a hint given while a
 * server component renders travels in the page's payload, and the browser acts on it wherever that
 * payload arrives, so every page whose links prefetched this one downloaded its picture too. A
 * client component runs when its page is rendered (on the server for the HTML, or when the buyer
 * goes there), never on a prefetch.
 */
export function PicturePreload({ picture, media }: { picture: PictureProps; media?: string }) {
  preloadPicture(picture, media);
  return null;
}
