import type { ReactNode } from 'react';
import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

type Kind = 'individual' | 'company';
const KINDS = [
  { value: 'individual', label: 'Individual', hint: 'For yourself' },
  { value: 'company', label: 'Company', hint: 'For a business' },
] as const;

/** A sign-in form as the auth forms hold theirs, reporting its state on every render. */
async function load() {
  jest.resetModules();
  const { react, server, client } = await freshReact();
  const { TextField } = await import('./TextField');
  const { ChoiceCards } = await import('./ChoiceCards');
  const states: { kind: Kind; email: string }[] = [];
  function SignIn(): ReactNode {
    const [kind, setKind] = react.useState<Kind>('individual');
    const [email, setEmail] = react.useState('');
    // A render after hydration, as every form has one (useHydrated): it put the state back in the box.
    const [, setHydrated] = react.useState(false);
    react.useEffect(() => setHydrated(true), []);
    states.push({ kind, email });
    return (
      <form>
        <ChoiceCards name="buyer-type" legend="Sign in as" legendClassName="" gridClassName="" choices={KINDS} value={kind} onChange={setKind} />
        <TextField label="Email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </form>
    );
  }
  return { SignIn, server, client, states };
}

async function hydrateAfter(change: (root: HTMLElement) => void) {
  // The page first: React looks at the document as it loads (which events the browser has).
  const root = setUpDom('', { act: false });
  Object.defineProperty(globalThis, 'Event', { value: window.Event, configurable: true, writable: true });
  const { SignIn, server, client, states } = await load();
  root.innerHTML = server.renderToString(<SignIn />);
  change(root);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  client.hydrateRoot(root, <SignIn />);
  await waitUntil(() => states.length >= 3);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { root, state: states.at(-1)!, email: root.querySelector<HTMLInputElement>('input[name="email"]')! };
}

describe('a server-drawn form changed before it hydrates', () => {
  it('takes the typed text into its state and keeps it in the box', async () => {
    const { state, email } = await hydrateAfter((root) => {
      root.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'company@example.com';
    });
    expect(state.email).toBe('company@example.com');
    expect(email.value).toBe('company@example.com');
  });

  it('takes the radio chosen into its state and keeps it checked', async () => {
    const { root, state } = await hydrateAfter((root) => {
      root.querySelector<HTMLInputElement>('input[value="company"]')!.checked = true;
    });
    expect(state.kind).toBe('company');
    expect(root.querySelector<HTMLInputElement>('input[value="company"]')!.checked).toBe(true);
  });

  it('changes nothing when nothing was touched', async () => {
    const { state, email } = await hydrateAfter(() => {});
    expect(state).toEqual({ kind: 'individual', email: '' });
    expect(email.value).toBe('');
  });
});
