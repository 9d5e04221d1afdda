import 'server-only';
import { isProviderError, isRefusal, ProviderError } from '@/lib/provider/errors';

/**
 * Runs a provider call that checks a mailed code, and answers its refusal of the code as an error
 * of the code's `field`, which `names` tells from its other refusals. The provider words it as a
 * message only ('Invalid OTP. Please try again.', `{"error":"The otp field is required."}`, the
 * sandbox's 'Invalid or expired reset code.'): above the form's button it names no field; at the
 * field, focus goes there and a screen reader reads it with the field's label.
 */
export async function codeRefusalAtField<T>(field: string, names: RegExp, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const aboutCode = isProviderError(error) && isRefusal(error, 400) && Object.keys(error.fieldErrors).length === 0 && names.test(error.message);
    if (!aboutCode) throw error;
    throw new ProviderError('rejected', 400, error.message, { [field]: [error.message] }, { cause: error, explained: error.explained });
  }
}
