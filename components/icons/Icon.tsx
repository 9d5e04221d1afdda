import type { SVGProps } from 'react';

/** Line icons drawn on a 24-unit grid; decorative unless given a title by the caller's label. */
const PATHS = {
  search: 'M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35',
  cart: 'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.7a2 2 0 0 0 2-1.5L22 7H6M10 21h.01M18 21h.01',
  heart:
    'M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 4.5 7 4.5c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.8 0 5.9 3.9 4.5 7.2C19.5 16.4 12 21 12 21Z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c.8-4 4.1-6.5 8-6.5s7.2 2.5 8 6.5',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm6 9 6 6 6-6',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  // Social networks, for share links.
  facebook: 'M15 3.5h-2a3.5 3.5 0 0 0-3.5 3.5v14M6.5 10.5h7.5',
  x: 'M4 4h4.3L20 20h-4.3L4 4Zm0 16 6.8-6.8M13.2 10.8 20 4',
  whatsapp:
    'M3.5 20.5 5 16a8.5 8.5 0 1 1 3.2 3.1l-4.7 1.4ZM9 8.5c0 3.6 2.9 6.5 6.5 6.5l.9-1.6-2.1-1-1 .9a4 4 0 0 1-2.1-2.1l.9-1-1-2.1L9 8.5Z',
  linkedin: 'M4 4h16v16H4V4Zm4 6.5V16m0-8.5v.01M12 16v-5.5m0 2.5a2.5 2.5 0 0 1 5 0v3',
  telegram: 'M21 4 3 11.2l5.8 2.3L18 7.5l-7.4 7.6L17.5 20 21 4ZM8.8 13.5V19l2.6-3.2',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width={24}
      height={24}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
