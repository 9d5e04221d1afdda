import { onlineManager, QueryClient } from '@tanstack/react-query';
import { rereadWhenLast } from './reread';

const MUTATION = ['cart'];
const LIST = ['buyer', 'cart'];

function clientWithList() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(LIST, ['line']);
  return queryClient;
}

/** Starts `count` mutations under MUTATION that stay pending until `finish` is called. */
function pendingMutations(queryClient: QueryClient, count: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  for (let i = 0; i < count; i++) {
    void queryClient.getMutationCache().build(queryClient, { mutationKey: MUTATION, mutationFn: () => done }).execute(undefined);
  }
  return finish;
}

afterEach(() => onlineManager.setOnline(true));

describe('rereadWhenLast', () => {
  it('reads the list again when the last change settles, and waits for it', async () => {
    const queryClient = clientWithList();
    const finish = pendingMutations(queryClient, 1);
    const reread = rereadWhenLast(queryClient, MUTATION, LIST);
    expect(reread).toBeInstanceOf(Promise);
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(true);
    finish();
    await reread;
  });

  it('leaves the list alone while another change is still on its way', () => {
    const queryClient = clientWithList();
    const finish = pendingMutations(queryClient, 2);
    expect(rereadWhenLast(queryClient, MUTATION, LIST)).toBeUndefined();
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(false);
    finish();
  });

  it('offline, marks the list for reading but does not hold the change until the connection is back', () => {
    onlineManager.setOnline(false);
    const queryClient = clientWithList();
    const finish = pendingMutations(queryClient, 1);
    expect(rereadWhenLast(queryClient, MUTATION, LIST)).toBeUndefined();
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(true);
    finish();
  });
});
