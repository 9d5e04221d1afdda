import { NAME_LIMIT, NARROW_NAME_LIMIT, truncate } from '@/lib/format/truncate';

/**
 * A product name cut at 30 characters, or 13 on screens 430 px wide or narrower (spec section 5).
 * Both cuts are in the HTML and CSS shows one, so the server render is right at any width; the
 * full name is what assistive technology reads.
 */
export function ProductName({ name }: { name: string }) {
  const wide = truncate(name, NAME_LIMIT);
  const narrow = truncate(name, NARROW_NAME_LIMIT);
  if (wide === name && narrow === name) return <>{name}</>;
  return (
    <>
      <span className="sr-only">{name}</span>
      <span aria-hidden="true" title={name} className="max-[430px]:hidden">
        {wide}
      </span>
      <span aria-hidden="true" title={name} className="hidden max-[430px]:inline">
        {narrow}
      </span>
    </>
  );
}
