/**
 * The required fields of `form` left empty, each with "<its label> is required": checked before a
 * form is sent, so the buyer is told at once and in the form's own words. The provider would answer
 * with its keys ("The firstname field is required.") after a round trip. Spaces alone are empty,
 * except in a password. Keyed by field name, as the provider's field errors are.
 */
export function emptyRequiredFields(form: HTMLFormElement | null): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const controls = form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[required]:not([type="radio"]):not([type="checkbox"]), textarea[required], select[required]',
  );
  for (const control of controls ?? []) {
    const value = control.type === 'password' ? control.value : control.value.trim();
    const label = control.labels?.[0]?.textContent?.trim();
    if (value === '' && !control.disabled && control.name && label) errors[control.name] = [`${label} is required`];
  }
  return errors;
}
