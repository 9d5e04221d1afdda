const PATHS = { pause: 'M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z', play: 'M3 1.5v9l7.5-4.5z' } as const;

/** The 12 px pause and play marks of the controls that stop moving content (hero slideshow, app banner). */
export function MotionGlyph({ kind, className }: { kind: keyof typeof PATHS; className?: string }) {
  return (
    <svg viewBox="0 0 12 12" width={12} height={12} fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d={PATHS[kind]} />
    </svg>
  );
}
