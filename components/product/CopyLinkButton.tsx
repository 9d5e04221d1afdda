'use client';

import { useHydrated } from '@/lib/client/use-hydrated';
import { useTimedNotice } from '@/lib/client/use-timed-notice';
import { Icon } from '@/components/icons/Icon';

const NOTICE_MS = 3000;

/** Copies the product link; the result is announced politely and clears after 3 s. */
export function CopyLinkButton({ url }: { url: string }) {
  const [notice, setNotice] = useTimedNotice<string>(NOTICE_MS);
  const hydrated = useHydrated();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Link copied');
    } catch {
      // No clipboard access (an insecure origin or a refused permission).
      setNotice('Could not copy the link');
    }
  }

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        disabled={!hydrated}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-medium text-stone-700 hover:border-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Icon name="link" width={20} height={20} />
        Copy link
      </button>
      <p role="status" className="text-sm font-medium text-brand-800">
        {notice}
      </p>
    </div>
  );
}
