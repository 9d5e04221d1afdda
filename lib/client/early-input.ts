/**
 * A server-drawn field can change before the page hydrates: typed into on a slow phone, or filled
 * by a password manager or the browser's autofill. React keeps that text in the box but does not
 * report it (its replay of such changes is behind a flag that Next's React leaves off), so the
 * form's state keeps what the server drew, and the next render puts that back: a sign-in typed as
 * the page loaded was sent empty, 'Email is required', with the boxes emptied.
 *
 * These run once, as a field first mounts (a layout effect, before any later render can empty it).
 */

/**
 * Reports the text the way React would have seen it typed: the box is set to the drawn value
 * through React's own value setter, which it watches, then back to the text through the element's
 * native one, which it does not, and an input event makes React compare the two and call onChange.
 */
export function reportEarlyText(field: HTMLInputElement | HTMLTextAreaElement, drawn: string): void {
  const text = field.value;
  if (text === drawn) return;
  field.value = drawn;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The value of the radio checked in `group` (a fieldset, say), when it is not the drawn one. */
export function earlyChoice(group: HTMLElement, name: string, drawn: string | null): string | null {
  const checked = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.name === name && radio.checked);
  return checked && checked.value !== drawn ? checked.value : null;
}
