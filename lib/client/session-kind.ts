'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { PublicSession } from '@/lib/auth/public-session';
import { apiFetch } from './api';

/**
 * What the parts of a page drawn from the session (the header's links, the product page's buying
 * box) show: nothing yet, a visitor's login links, or the session parts (session-parts.ts), which
 * bring the query library and, when `session` is given, start from it instead of asking again.
 */
export type SessionKind = { kind: 'pending' } | { kind: 'visitor' } | { kind: 'session'; session?: PublicSession };

const PENDING: SessionKind = { kind: 'pending' };
const VISITOR: SessionKind = { kind: 'visitor' };

/**
 * How long a visitor's answer stands for a part mounted later (a product page opened from a
 * category), as the session query's own staleTime did (lib/client/session.ts).
 */
export const VISITOR_ANSWER_MS = 60_000;

/**
 * The tab's one answer. A visitor's is read with a plain call, so a page nobody signed in to never
 * loads the session parts (47 kB of script with the query library, evaluated while the page was
 * still busy starting). Once the session parts are wanted (a buyer, a failed read, a sign-in in
 * this tab) they stay for the tab's life: from then on they follow the session themselves, as they
 * always did.
 */
let current: SessionKind = PENDING;
let visitorSince = 0;
let reading = false;
let watchingReturns = false;
const listeners = new Set<() => void>();

function become(next: SessionKind) {
  current = next;
  for (const listener of listeners) listener();
}

function showSessionParts(session?: PublicSession) {
  if (current.kind !== 'session') become({ kind: 'session', session });
}

function readSession() {
  if (reading) return;
  reading = true;
  apiFetch<PublicSession>('/api/session')
    .then(
      (session) => {
        if (session.signedIn) showSessionParts(session);
        else if (current.kind !== 'session') {
          visitorSince = Date.now();
          become(VISITOR);
        }
      },
      // Offline or failing: the session parts try again, and wait for the connection, as before.
      () => showSessionParts(),
    )
    .finally(() => {
      reading = false;
    });
}

/**
 * Back in the tab, where the visitor may have signed in from another one meanwhile, the session is
 * read again (as the session query did when the tab came back into view), with the same plain call:
 * a visitor keeps the login link, without the session parts' code and without a blink.
 */
function watchReturns() {
  if (watchingReturns) return;
  watchingReturns = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && current.kind === 'visitor') readSession();
  });
}

/**
 * The tab's query client tells of each session it learns (a sign-in in this tab, an account
 * screen's layout handing its own over). It may do so while React draws another part, so the parts
 * drawn from it hear of it just after.
 */
export function tellSession(session: PublicSession): void {
  if (session.signedIn && current.kind !== 'session') queueMicrotask(() => showSessionParts(session));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** This tab's SessionKind; pending in the server's HTML and the hydrating render. */
export function useSessionKind(): SessionKind {
  const kind = useSyncExternalStore(subscribe, () => current, () => PENDING);
  useEffect(() => {
    watchReturns();
    if (current.kind === 'pending' || (current.kind === 'visitor' && Date.now() - visitorSince > VISITOR_ANSWER_MS)) readSession();
  }, []);
  return kind;
}
