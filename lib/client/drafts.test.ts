import { forgetDrafts, readDraft, subscribeToDrafts, writeDraft } from './drafts';

/** A Storage in memory; `full` makes it refuse writes as a browser with its quota used up does. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'window', { value: { sessionStorage: storage }, configurable: true, writable: true });
  forgetDrafts();
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

const ada = (name: string) => ({ owner: 'AGB1', name });
const bayo = (name: string) => ({ owner: 'AGCB2', name });

describe('drafts', () => {
  it('keeps a draft per buyer in the tab’s storage, and removes it when written as null', () => {
    writeDraft(ada('ticket'), '"Late delivery"');
    expect(readDraft(ada('ticket'))).toBe('"Late delivery"');
    expect(readDraft(bayo('ticket'))).toBeNull();
    expect(storage.length).toBe(1);
    writeDraft(ada('ticket'), null);
    expect(readDraft(ada('ticket'))).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('tells every subscriber of a change until they unsubscribe', () => {
    const heard = jest.fn();
    const stop = subscribeToDrafts(heard);
    writeDraft(ada('reply:T1'), '"Thanks"');
    forgetDrafts();
    stop();
    writeDraft(ada('reply:T1'), '"Again"');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('keeps what the browser refuses to store in memory, and reads it from there', () => {
    writeDraft(ada('ticket'), '"first"');
    storage.full = true;
    writeDraft(ada('ticket'), '"second, longer"');
    expect(readDraft(ada('ticket'))).toBe('"second, longer"');
    writeDraft(ada('ticket'), null);
    expect(readDraft(ada('ticket'))).toBeNull();
  });

  it('works without any storage (blocked by the browser)', () => {
    Object.defineProperty(globalThis, 'window', {
      value: {
        get sessionStorage(): Storage {
          throw new DOMException('denied', 'SecurityError');
        },
      },
      configurable: true,
      writable: true,
    });
    writeDraft(ada('ticket'), '"kept"');
    expect(readDraft(ada('ticket'))).toBe('"kept"');
    forgetDrafts();
    expect(readDraft(ada('ticket'))).toBeNull();
  });

  it('keeps a draft of an unknown buyer in memory only', () => {
    writeDraft({ owner: null, name: 'ticket' }, '"who?"');
    expect(readDraft({ owner: null, name: 'ticket' })).toBe('"who?"');
    expect(storage.length).toBe(0);
  });

  it('forgets every buyer’s drafts but the one kept, and nothing else in the storage', () => {
    storage.setItem('theme', 'dark');
    writeDraft(ada('ticket'), '"a"');
    writeDraft(bayo('ticket'), '"b"');
    storage.full = true;
    writeDraft(bayo('reply:T9'), '"in memory"');

    forgetDrafts('AGB1');
    expect(readDraft(ada('ticket'))).toBe('"a"');
    expect(readDraft(bayo('ticket'))).toBeNull();
    expect(readDraft(bayo('reply:T9'))).toBeNull();

    forgetDrafts();
    expect(readDraft(ada('ticket'))).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('does not take one buyer’s id for the start of another’s', () => {
    writeDraft({ owner: 'AGB12', name: 'ticket' }, '"twelve"');
    forgetDrafts('AGB1');
    expect(readDraft({ owner: 'AGB12', name: 'ticket' })).toBeNull();
  });
});
