import { ok } from '@/lib/api/responses';
import { route } from '@/lib/api/route';
import { signupBody } from '@/lib/auth/schemas';
import { signUp } from '@/lib/provider/auth';

/**
 * The fields with something in them. Laravel reads a blank field as null, which an optional rule
 * without `nullable` refuses (address `min:2|max:100`: "The address field must be at least 2
 * characters."), while a missing one passes; a required field is refused as required either way.
 */
function filled<Fields extends Partial<Record<string, string>>>(fields: Fields): Partial<Fields> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value?.trim())) as Partial<Fields>;
}

export const POST = route({ body: signupBody }, async ({ body }) => {
  const { message } = await signUp(body.type, filled(body.fields));
  return ok({ message });
});
