'use client';

import { useEffect, useState } from 'react';
import { z } from 'zod';
import { NOTICE_KEY, type NoticeTone } from './leave-notice';
import { useHydrated } from './use-hydrated';

/** A notice is for the page opened right after the step that left it, not for a later visit. */
const FRESH_MS = 60_000;

export type PageNotice = { text: string; tone: NoticeTone };

const Stored = z.object({ page: z.string(), text: z.string(), tone: z.enum(['success', 'info']).default('success'), at: z.number() });

function readNotice(page: string): PageNotice | null {
  try {
    const stored = Stored.safeParse(JSON.parse(window.sessionStorage.getItem(NOTICE_KEY) ?? 'null'));
    if (!stored.success || stored.data.page !== page || Date.now() - stored.data.at >= FRESH_MS) return null;
    return { text: stored.data.text, tone: stored.data.tone };
  } catch {
    return null;
  }
}

function forgetNotice(): void {
  try {
    window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing was stored, then.
  }
}

/**
 * The notice left for `page`, shown once: read when the page is drawn in the browser, shown from
 * hydration on (the server's HTML has none), and forgotten so a reload or a later visit shows none.
 */
export function useNotice(page: string): PageNotice | null {
  const hydrated = useHydrated();
  const [notice] = useState(() => (typeof window === 'undefined' ? null : readNotice(page)));
  useEffect(() => {
    if (notice !== null) forgetNotice();
  }, [notice]);
  return hydrated ? notice : null;
}

/** A notice as the props of the form message that shows it. */
export function noticeMessage(notice: PageNotice | null): { success?: string; info?: string } {
  if (!notice) return {};
  return notice.tone === 'success' ? { success: notice.text } : { info: notice.text };
}
