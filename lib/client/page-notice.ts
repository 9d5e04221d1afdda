'use client';

import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useHydrated } from './use-hydrated';

const KEY = 'page-notice';
/** A notice is for the page opened right after the step that left it, not for a later visit. */
const FRESH_MS = 60_000;

/** A step's success (green), or word of something that happened to the buyer (neutral). */
export type NoticeTone = 'success' | 'info';
export type PageNotice = { text: string; tone: NoticeTone };

const Stored = z.object({ page: z.string(), text: z.string(), tone: z.enum(['success', 'info']).default('success'), at: z.number() });

/**
 * Leaves the provider's success message of a step (signed up, verified, password reset), or why the
 * buyer was sent on (their session ended), for the page opened next, in this tab's sessionStorage. In the URL (`?notice=…`), anyone could
 * link to our sign-in page with a green "success" banner of their own words ("Security alert: call …").
 */
export function leaveNotice(page: string, text: string, tone: NoticeTone = 'success'): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ page, text, tone, at: Date.now() }));
  } catch {
    // Storage switched off: the step still worked, only its message is not repeated.
  }
}

function readNotice(page: string): PageNotice | null {
  try {
    const stored = Stored.safeParse(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null'));
    if (!stored.success || stored.data.page !== page || Date.now() - stored.data.at >= FRESH_MS) return null;
    return { text: stored.data.text, tone: stored.data.tone };
  } catch {
    return null;
  }
}

function forgetNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
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
