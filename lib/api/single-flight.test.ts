import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  test('calls with the same key while one runs share its result and run the work once', async () => {
    const once = singleFlight<number>();
    let runs = 0;
    let finish!: (value: number) => void;
    const work = () => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = once('buyer-a', work);
    const second = once('buyer-a', work);
    finish(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    expect(runs).toBe(1);
  });

  test('different keys run on their own', async () => {
    const once = singleFlight<string>();
    const results = await Promise.all([once('a', async () => 'a'), once('b', async () => 'b')]);
    expect(results).toEqual(['a', 'b']);
  });

  test('a finished call, failed or not, lets the next one run afresh', async () => {
    const once = singleFlight<string>();
    await expect(once('a', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    await expect(once('a', async () => 'second try')).resolves.toBe('second try');
    await expect(once('a', async () => 'third try')).resolves.toBe('third try');
  });
});
