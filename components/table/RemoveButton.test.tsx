import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

/** A fresh RemoveButton in a jsdom page, and a way to click it as a pointer (detail ≥ 1) or a key (0) would. */
async function button() {
  jest.resetModules();
  const root = setUpDom('');
  const { react, client } = await freshReact();
  const { RemoveButton } = await import('./RemoveButton');
  const onClick = jest.fn();
  await react.act(async () => client.createRoot(root).render(<RemoveButton label="Remove yam from cart" onClick={onClick} />));
  const click = (detail: number) =>
    react.act(async () => {
      root.querySelector('button')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, detail }));
    });
  return { onClick, click };
}

describe('RemoveButton', () => {
  afterEach(() => jest.useRealTimers());

  it("removes on a pointer's click, but not again on a second press of the same gesture", async () => {
    const { onClick, click } = await button();
    await click(1);
    await click(2);
    await click(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('removes again once the gesture is over', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    const { onClick, click } = await button();
    await click(1);
    jest.advanceTimersByTime(600);
    await click(1);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('removes on every key press: focus moves on to the next row on purpose', async () => {
    const { onClick, click } = await button();
    await click(0);
    await click(0);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
