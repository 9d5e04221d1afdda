import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';
import type { RunOptions, useApiForm as UseApiForm } from './use-api-form';

type Form = ReturnType<typeof UseApiForm>;

/** A fresh React and hook, drawn in a jsdom page; `form()` is what the hook returned last. */
async function load() {
  jest.resetModules();
  const { react, client } = await freshReact();
  const { useApiForm } = await import('./use-api-form');
  const { ApiError } = await import('./api');
  let latest: Form | null = null;
  function Subject() {
    latest = useApiForm();
    return null;
  }
  const root = client.createRoot(setUpDom(''));
  await react.act(async () => root.render(<Subject />));
  const form = () => latest!;
  const run = <T,>(action: () => Promise<T>, options?: RunOptions<T>) => react.act(async () => void (await form().run(action, options)));
  return { form, run, ApiError };
}

const succeeds = () => Promise.resolve({ next: 'sign-in' });

describe('useApiForm', () => {
  it('stays busy after a success the caller leaves the page for, so the form cannot be sent again while the next page loads', async () => {
    const { form, run } = await load();
    await run(succeeds, { leavesPage: true });
    expect(form().busy).toBe(true);
  });

  it('is usable again after a success that stays on the page, or after one the result keeps there', async () => {
    const { form, run } = await load();
    await run(succeeds);
    expect(form().busy).toBe(false);
    await run(() => Promise.resolve({ next: 'enter-code' }), { leavesPage: (answer) => answer.next === 'sign-in' });
    expect(form().busy).toBe(false);
    await run(succeeds, { leavesPage: (answer) => answer.next === 'sign-in' });
    expect(form().busy).toBe(true);
  });

  it('is usable again after a failure, even one of a submit meant to leave the page', async () => {
    const { form, run, ApiError } = await load();
    await run(() => Promise.reject(new ApiError('Incorrect Credentials', 400)), { leavesPage: true });
    expect(form()).toMatchObject({ busy: false, error: 'Incorrect Credentials', fieldErrors: {} });
  });

  it('does not repeat above the button a message a field shows: focus goes there, where it is read with the label', async () => {
    const { form, run, ApiError } = await load();
    const refused = new ApiError('Invalid OTP. Please try again.', 400, { otp: ['Invalid OTP. Please try again.'] });
    await run(() => Promise.reject(refused));
    expect(form()).toMatchObject({ error: null, fieldErrors: { otp: ['Invalid OTP. Please try again.'] } });
    const validation = new ApiError('Validations fails', 422, { firstname: ['The firstname field is required.'] });
    await run(() => Promise.reject(validation));
    expect(form().error).toBe('Validations fails');
  });
});
