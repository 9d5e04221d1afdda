import type { ShareNetwork } from '@/lib/catalogue/share';

/** Line drawings on a 24-unit grid, in the style of components/icons/Icon.tsx; always decorative. */
const PATHS: Record<ShareNetwork | 'link', string> = {
  facebook: 'M15 3.5h-2a3.5 3.5 0 0 0-3.5 3.5v14M6.5 10.5h7.5',
  x: 'M4 4h4.3L20 20h-4.3L4 4Zm0 16 6.8-6.8M13.2 10.8 20 4',
  whatsapp:
    'M3.5 20.5 5 16a8.5 8.5 0 1 1 3.2 3.1l-4.7 1.4ZM9 8.5c0 3.6 2.9 6.5 6.5 6.5l.9-1.6-2.1-1-1 .9a4 4 0 0 1-2.1-2.1l.9-1-1-2.1L9 8.5Z',
  linkedin: 'M4 4h16v16H4V4Zm4 6.5V16m0-8.5v.01M12 16v-5.5m0 2.5a2.5 2.5 0 0 1 5 0v3',
  telegram: 'M21 4 3 11.2l5.8 2.3L18 7.5l-7.4 7.6L17.5 20 21 4ZM8.8 13.5V19l2.6-3.2',
  email: 'M3 5h18v14H3V5Zm0 1 9 7 9-7',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

export function ShareIcon({ network }: { network: keyof typeof PATHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
