import Image from 'next/image';

/** A product's round picture beside its name in a table row (decorative: the name is next to it). */
export function ProductThumb({ src, size = 40 }: { src: string | null; size?: number }) {
  if (!src) return <span aria-hidden="true" className="inline-block shrink-0 rounded-full bg-stone-200" style={{ width: size, height: size }} />;
  return <Image src={src} alt="" width={size} height={size} className="shrink-0 rounded-full bg-stone-100 object-cover" style={{ width: size, height: size }} />;
}
