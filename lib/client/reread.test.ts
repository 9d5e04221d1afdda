import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { holdReads, readUnlessChanging, rereadWhenLast } from './reread';

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

  it('marks a list the tab has not read yet, which a page may be reading on the server meanwhile', () => {
    const queryClient = new QueryClient();
    const finish = pendingMutations(queryClient, 1);
    void rereadWhenLast(queryClient, MUTATION, LIST);
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(LIST)).toBeUndefined();
    finish();
  });

  it('leaves the list alone while another change is still on its way', () => {
    const queryClient = clientWithList();
    const finish = pendingMutations(queryClient, 2);
    expect(rereadWhenLast(queryClient, MUTATION, LIST)).toBeUndefined();
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(false);
    finish();
  });

  it('after the list failed to load, reads it again without holding the change through its retries', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: LIST, queryFn: () => Promise.reject(new Error('503')), retry: false }).catch(() => undefined);
    queryClient.setQueryDefaults(LIST, { queryFn: () => new Promise(() => undefined) });
    const finish = pendingMutations(queryClient, 1);
    expect(rereadWhenLast(queryClient, MUTATION, LIST)).toBeUndefined();
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(true);
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

describe('holdReads', () => {
  /** A read of `key` that answers `answer` when `land` is called. */
  function readUnderWay(queryClient: QueryClient, key: string[], answer: unknown) {
    let land!: () => void;
    const landed = new Promise<void>((resolve) => (land = resolve));
    void queryClient.fetchQuery({ queryKey: key, queryFn: () => landed.then(() => answer) }).catch(() => undefined);
    return land;
  }

  it('cancels a read under way of a list already shown, so it cannot land on top of the change', async () => {
    const queryClient = clientWithList();
    const land = readUnderWay(queryClient, LIST, ['old']);
    await holdReads(queryClient, LIST);
    queryClient.setQueryData(LIST, ['changed']);
    land();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(LIST)).toEqual(['changed']);
  });

  it('lets a first read land (the header count just after the page loads), which would otherwise leave nothing shown', async () => {
    const queryClient = new QueryClient();
    const count = ['buyer', 'cart', 'quantity'];
    const land = readUnderWay(queryClient, count, { totalQuantity: 2 });
    await holdReads(queryClient, LIST);
    land();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(count)).toEqual({ totalQuantity: 2 });
  });
});

describe('readUnlessChanging', () => {
  const readOf = (queryClient: QueryClient, answer: string[]) => readUnlessChanging({ client: queryClient, queryKey: LIST }, MUTATION, async () => answer);

  it('keeps the list as shown when its answer lands while a change is on its way', async () => {
    const queryClient = clientWithList();
    const finish = pendingMutations(queryClient, 1);
    expect(await readOf(queryClient, ['read before the change landed'])).toEqual(['line']);
    finish();
  });

  it('takes the answer with no change on its way, or nothing shown yet', async () => {
    expect(await readOf(clientWithList(), ['fresh'])).toEqual(['fresh']);
    const empty = new QueryClient();
    const finish = pendingMutations(empty, 1);
    expect(await readOf(empty, ['first'])).toEqual(['first']);
    finish();
  });

  it("takes the read that the last change's settling makes, though TanStack counts that change in flight until then", async () => {
    const queryClient = clientWithList();
    let answered: string[] | undefined;
    // Shown on a screen: only a list someone watches is read again.
    const unwatch = new QueryObserver(queryClient, {
      queryKey: LIST,
      queryFn: (context) => readUnlessChanging(context, MUTATION, async () => ['after the change']),
      staleTime: Infinity,
    }).subscribe(() => {});
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: MUTATION,
        mutationFn: async () => undefined,
        onSettled: async () => {
          await rereadWhenLast(queryClient, MUTATION, LIST);
          answered = queryClient.getQueryData(LIST);
        },
      })
      .execute(undefined);
    expect(answered).toEqual(['after the change']);
    unwatch();
  });
});
