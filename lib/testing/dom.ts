import { JSDOM } from 'jsdom';

/**
 * A jsdom page holding `html` in #root, installed as the global window and document, for tests that
 * hydrate or render React in node. `act: false` lets React's scheduler run on real tasks, for tests
 * about which task a render lands in. The page has an origin of its own, so its sessionStorage
 * works (about:blank's would refuse). Returns #root.
 */
export function setUpDom(html: string, { act = true } = {}): HTMLElement {
  const dom = new JSDOM(`<!DOCTYPE html><html><body><div id="root">${html}</div></body></html>`, { url: 'https://agromarket.test/' });
  // Defined rather than assigned: Node 21 and later have a navigator of their own, a getter.
  for (const [name, value] of Object.entries({ window: dom.window, document: dom.window.document, navigator: dom.window.navigator })) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = act;
  return dom.window.document.getElementById('root')!;
}

/** Resolves once `done()` holds, checking every 10 ms for up to 2 s. */
export async function waitUntil(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited >= 2000) throw new Error('waitUntil: still not done after 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
