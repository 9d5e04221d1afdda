'use client';

import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
// Loaded with this module only, so pages pay for the lightbox's styles once someone opens it.
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';

const PLUGINS = [Zoom, Thumbnails];
// Spec section 9: zoom until one image pixel covers at most 3 screen pixels.
const ZOOM = { maxZoomPixelRatio: 3 };
// Five thumbnails fit across a 390 px phone.
const THUMBNAILS = { width: 64, height: 64, gap: 8, padding: 0, border: 2, imageFit: 'cover' as const };
// Non-looping, like the page's slider: a short gallery would otherwise show an image twice.
const CAROUSEL = { finite: true };
const CONTROLLER = { closeOnBackdropClick: true };
// On a dark disc: the library's bare white icons vanish over a zoomed-in light picture.
const STYLES = { root: { '--yarl__button_background_color': 'rgb(0 0 0 / 0.55)', '--yarl__button_margin': '4px' } };

interface GalleryLightboxProps {
  open: boolean;
  index: number;
  slides: SlideImage[];
  label: string;
  onClose: () => void;
  onView: (index: number) => void;
}

/** The full-screen view of a product's images; ProductGallery loads it on first open. */
export function GalleryLightbox({ open, index, slides, label, onClose, onView }: GalleryLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={PLUGINS}
      zoom={ZOOM}
      thumbnails={THUMBNAILS}
      carousel={CAROUSEL}
      controller={CONTROLLER}
      styles={STYLES}
      className="[&_.yarl__button]:rounded-full"
      labels={{ Lightbox: label }}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
    />
  );
}
