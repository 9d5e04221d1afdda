'use client';

import { createContext, useContext } from 'react';

/**
 * What a signed-in screen knows of the data its page reads on the server (components/account/BuyerData.tsx).
 * `drawn`: the data came with the page, so its HTML already shows it. `awaited`: the page is still reading
 * it (the screen is the Suspense fallback, drawn in the browser on a navigation), so asking /api too
 * would read the same thing twice.
 */
export const ServerDataContext = createContext({ drawn: false, awaited: false });

export const useServerDrawn = () => useContext(ServerDataContext).drawn;

export const useServerDataAwaited = () => useContext(ServerDataContext).awaited;
