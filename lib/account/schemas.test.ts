import { PROFILE_NOTES } from './messages';
import { accountChangesBody, billingChangesBody, billingFields, passwordBody } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.') || 'form', issue.message]));

describe('accountChangesBody', () => {
  it('accepts some fields of either kind, trimmed', () => {
    expect(accountChangesBody.parse({ firstname: ' Ngozi ' })).toEqual({ firstname: 'Ngozi' });
    expect(accountChangesBody.parse({ companyphone: '08012345678' })).toEqual({ companyphone: '08012345678' });
  });

  it('refuses a blank field and a long or lettered phone', () => {
    expect(messages(accountChangesBody.safeParse({ lastname: '  ' }))).toEqual({ lastname: 'Last name is required' });
    expect(messages(accountChangesBody.safeParse({ phone: '080123456789' }))).toEqual({ phone: 'Phone must be at most 11 characters' });
    expect(messages(accountChangesBody.safeParse({ phone: '0801-234' }))).toEqual({ phone: 'Phone may contain digits only' });
  });

  it('refuses an empty body and fields that are not account fields', () => {
    expect(messages(accountChangesBody.safeParse({}))).toEqual({ form: PROFILE_NOTES.noChanges });
    expect(accountChangesBody.safeParse({ email: 'new@example.com' }).success).toBe(false);
    expect(accountChangesBody.safeParse({ companyemail: 'new@example.com' }).success).toBe(false);
    expect(accountChangesBody.safeParse({ password: 'secret' }).success).toBe(false);
  });
});

describe('billing', () => {
  it('requires all four parts of a full address', () => {
    expect(messages(billingFields.safeParse({ address: '', country: 'Nigeria', state: 'Oyo', city: ' ' }))).toEqual({
      address: 'Address is required',
      city: 'City is required',
    });
  });

  it('takes only the changed parts when saving', () => {
    expect(billingChangesBody.parse({ city: 'Ibadan' })).toEqual({ city: 'Ibadan' });
    expect(billingChangesBody.safeParse({ zipcode: '200001' }).success).toBe(false);
  });
});

describe('passwordBody', () => {
  it('requires the three fields', () => {
    expect(messages(passwordBody.safeParse({ old_password: '', password: '', confirm_password: '' }))).toEqual({
      old_password: 'Old password is required',
      password: 'New password is required',
      confirm_password: 'Confirm password is required',
    });
  });

  it('puts a mismatch at the confirm field, in the provider words', () => {
    expect(messages(passwordBody.safeParse({ old_password: 'harvest-2026', password: 'new-pass-1', confirm_password: 'new-pass-2' }))).toEqual({
      confirm_password: 'The confirm password field must match password.',
    });
  });

  it('keeps spaces, which are part of a password', () => {
    expect(passwordBody.parse({ old_password: ' old-pass ', password: ' new-pass ', confirm_password: ' new-pass ' }).password).toBe(' new-pass ');
  });
});
