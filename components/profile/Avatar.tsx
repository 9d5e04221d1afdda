import Image from 'next/image';
import { initials } from '@/lib/account/initials';

interface AvatarProps {
  /** A same-origin `/media/…` path, a `blob:` preview, or null for initials. */
  src: string | null;
  name: string;
  size: number;
  /** Empty when the picture only decorates something already named. */
  alt?: string;
}

/** The buyer's round picture, or their initials on the brand colour when there is none. */
export function Avatar({ src, name, size, alt = '' }: AvatarProps) {
  const box = { width: size, height: size };
  if (src) {
    return (
      <Image
        src={src}
        alt={alt}
        width={size}
        height={size}
        // A local preview cannot go through the image optimizer.
        unoptimized={src.startsWith('blob:')}
        className="shrink-0 rounded-full bg-stone-100 object-cover"
        style={box}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white select-none"
      style={{ ...box, fontSize: Math.round(size * 0.4) }}
    >
      {initials(name)}
    </span>
  );
}
