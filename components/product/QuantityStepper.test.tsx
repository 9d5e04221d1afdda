import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

/**
 * A stepper in a jsdom page, as the cart (its own value shown) or the product page (the caller's
 * input between the buttons) uses it. `draw` gives it the caller's quantity, as after a step, after
 * typing or after a change undone; `steps` are the quantities its buttons asked for.
 */
async function renderStepper({ withInput }: { withInput: boolean }) {
  jest.resetModules();
  const page = setUpDom('');
  const { react, client } = await freshReact();
  const { QuantityStepper } = await import('./QuantityStepper');
  const root = client.createRoot(page);
  const steps: number[] = [];
  const draw = (value: number) =>
    react.act(async () =>
      root.render(
        <QuantityStepper value={value} max={5} onStep={(next) => steps.push(next)}>
          {withInput ? <input aria-label="Quantity" value={value} readOnly /> : undefined}
        </QuantityStepper>,
      ),
    );
  const press = (name: 'Increase' | 'Decrease') =>
    react.act(async () => page.querySelector<HTMLButtonElement>(`button[aria-label="${name} quantity"]`)!.click());
  // An output is a live region unless it says otherwise.
  const liveRegions = () => [...page.querySelectorAll('[aria-live]:not([aria-live="off"]), output:not([aria-live])')];
  const announced = () => liveRegions().map((region) => region.textContent);
  return { page, steps, draw, press, announced };
}

describe('QuantityStepper', () => {
  it('announces a step once, in its one live region, with its own value shown but not live', async () => {
    const { page, steps, draw, press, announced } = await renderStepper({ withInput: false });
    await draw(2);
    expect(announced()).toEqual(['']);
    await press('Increase');
    expect(steps).toEqual([3]);
    await draw(3);
    expect(announced()).toEqual(['Quantity 3']);
    expect(page.querySelector('output')!.textContent).toBe('3');
  });

  it('announces a step around the caller’s input too, but not what is typed in it', async () => {
    const { steps, draw, press, announced } = await renderStepper({ withInput: true });
    await draw(2);
    await draw(4); // typed
    expect(announced()).toEqual(['']);
    await press('Decrease');
    expect(steps).toEqual([3]);
    await draw(3);
    expect(announced()).toEqual(['Quantity 3']);
    await draw(5); // typed
    expect(announced()).toEqual(['']);
    await draw(3); // typed back to the quantity the step announced
    expect(announced()).toEqual(['']);
  });

  it('drops the announcement of a step that was undone (a cart change the provider refused)', async () => {
    const { draw, press, announced } = await renderStepper({ withInput: false });
    await draw(2);
    await press('Increase');
    await draw(3);
    expect(announced()).toEqual(['Quantity 3']);
    await draw(2);
    expect(announced()).toEqual(['']);
  });
});
