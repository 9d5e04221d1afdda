'use client';

import { ErrorPanel } from '@/components/errors/ErrorPanel';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorPanel error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
