/**
 * The look of every text box, text area and select: a border of 3:1 or more against white, which
 * WCAG 1.4.11 asks of the edge that shows where to type (stone-300 was 1.5:1, stone-400 2.5:1), and
 * the site's focus ring (app/globals.css), red on a field in error. Sizes and widths are the caller's.
 */
export function controlClass(invalid = false): string {
  return `rounded-md border bg-white text-stone-900 disabled:bg-stone-100 ${invalid ? 'border-red-600 focus-visible:outline-red-700' : 'border-stone-500'}`;
}

/** A full-width text box or text area. */
export const fieldControlClass = (invalid = false) => `${controlClass(invalid)} w-full px-3 py-2 text-base`;
