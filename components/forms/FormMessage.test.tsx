import { renderToStaticMarkup } from 'react-dom/server';
import { FormMessage } from './FormMessage';

const EMAIL = 'procurement.department@greenbasketfoods.com.ng';

describe('FormMessage', () => {
  // An email address is one word, wider than the sign-in card on a 320 px phone (Tailwind's
  // wrap-anywhere is overflow-wrap: anywhere; jsdom lays nothing out, so the class is what can be checked).
  it.each([
    ['a success', { success: `Password reset code sent. Check ${EMAIL} for the code.` }],
    ['an error', { error: `No account uses ${EMAIL}.` }],
  ])('breaks %s inside a long email address rather than overflowing', (_, message) => {
    const html = renderToStaticMarkup(<FormMessage {...message} />);
    expect(html).toContain(EMAIL);
    expect(html).toMatch(/<p class="[^"]*\bwrap-anywhere\b[^"]*">/);
  });
});
