import { expect, type Page } from '@playwright/test';

/**
 * Watches a page for any sign that hostile text (./xss-corpus.ts) ran or became live markup. A
 * payload that runs calls `top.__xss(n)` or `alert(n)`; one that became markup without running yet
 * (a link not clicked, a handler not triggered) is found in the DOM.
 */
export interface XssProbe {
  /** Fails when anything ran so far, or the page as it is now holds script, a handler or a `javascript:` URL it should not. */
  expectNothingRan(screen: string): Promise<void>;
}

export async function watchForXss(page: Page): Promise<XssProbe> {
  const ran: string[] = [];
  // Installed in every frame of every page load, so a payload on any screen of the test reports.
  await page.exposeFunction('__xss', (id: unknown) => ran.push(`payload ${String(id)} ran on ${page.url()}`));
  page.on('dialog', async (dialog) => {
    ran.push(`a ${dialog.type()} dialog "${dialog.message()}" opened on ${page.url()}`);
    await dialog.dismiss();
  });
  return {
    async expectNothingRan(screen) {
      await page.waitForLoadState('load');
      expect(await page.evaluate(liveMarkup), `live markup on ${screen}`).toEqual([]);
      expect(ran, `hostile text ran (${screen})`).toEqual([]);
    },
  };
}

/**
 * Runs in the page: every script that is not Next's own or our JSON-LD, every inline event
 * handler, every attribute holding a `javascript:` URL, and every frame or plugin element (the
 * storefront has none).
 */
function liveMarkup(): string[] {
  // How Next 16 opens its own inline scripts: the RSC payload, its streaming helpers, the chunk loader.
  const NEXT_INLINE = /^\s*\(?(self\.__next_[a-z]+|\$R[A-Z]*\b|requestAnimationFrame\(function\(\)\{\$RT|globalThis\["TURBOPACK"\])/;
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'values', 'from', 'to', 'srcdoc'];
  const found: string[] = [];
  const describe = (el: Element) => el.outerHTML.slice(0, 160);

  for (const script of document.querySelectorAll('script')) {
    if (script.src) {
      if (new URL(script.src).origin !== location.origin || !new URL(script.src).pathname.startsWith('/_next/')) found.push(`foreign script ${describe(script)}`);
    } else if (script.type === 'application/ld+json') {
      try {
        JSON.parse(script.textContent ?? '');
      } catch {
        found.push(`JSON-LD that does not parse (cut short?) ${describe(script)}`);
      }
    } else if (!NEXT_INLINE.test(script.textContent ?? '')) {
      found.push(`inline script ${describe(script)}`);
    }
  }
  for (const el of document.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name)) found.push(`handler ${name} on ${describe(el)}`);
      // The browser ignores whitespace and control characters inside a scheme.
      if (URL_ATTRIBUTES.includes(name.toLowerCase()) && /javascript:/i.test([...value].filter((c) => c > ' ').join(''))) {
        found.push(`javascript: URL in ${name} of ${describe(el)}`);
      }
    }
  }
  for (const el of document.querySelectorAll('iframe, frame, object, embed')) found.push(`embedded ${describe(el)}`);
  return found;
}
