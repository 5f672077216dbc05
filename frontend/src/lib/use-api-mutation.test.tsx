import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toast';
import { deferred } from '@/test/deferred';
import { ApiError } from './api-fetch';
import i18n from './i18n';
import { type ApiMutationConfig, isKeyOf, type MutationOutcome, useApiMutation } from './use-api-mutation';

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

/** How often each cached answer was fetched. */
let fetches: Record<string, number> = {};
const fetcher = (name: string, answer: string[]) => async () => {
  fetches[name] = (fetches[name] ?? 0) + 1;
  return answer;
};

/** The mutation under test beside three cached answers: a list, one of its filtered pages, and a look-alike path. */
function renderMutation<TArg, TResult>(config: ApiMutationConfig<TArg, TResult, string[]>) {
  return renderHook(
    () => {
      const list = useSWR(['/api/items'], fetcher('list', ['a']));
      useSWR(['/api/items', { page: 2 }], fetcher('page', ['b']));
      useSWR(['/api/items-archive'], fetcher('other', ['z']));
      return { list: list.data, mutation: useApiMutation(config) };
    },
    { wrapper },
  );
}

beforeEach(async () => {
  fetches = {};
  toastStore.clear();
  await i18n.changeLanguage('en-EN');
});

describe('isKeyOf', () => {
  it('matches the key and the keys that extend it with parameters, nothing else', () => {
    const matches = isKeyOf(['/api/moderation/log']);
    expect(matches(['/api/moderation/log'])).toBe(true);
    expect(matches(['/api/moderation/log', { action: 'group_hidden' }])).toBe(true);
    expect(matches(['/api/moderation/logs'])).toBe(false);
    expect(matches(['/api/moderation'])).toBe(false);
    expect(matches('/api/moderation/log')).toBe(false);
    expect(isKeyOf(['/api/public', { limit: 12 }])(['/api/public', { limit: 12 }, 'member'])).toBe(true);
    expect(isKeyOf(['/api/public', { limit: 12 }])(['/api/public', { limit: 24 }, 'member'])).toBe(false);
  });
});

describe('useApiMutation', () => {
  it('is pending while the call runs, then toasts the success and reloads the answers it made stale', async () => {
    const answer = deferred<{ id: string }>();
    const { result } = renderMutation({
      call: (name: string) => answer.promise.then((body) => ({ ...body, name })),
      success: (name) => `Created ${name}`,
      invalidates: [['/api/items']],
    });
    await waitFor(() => expect(fetches).toEqual({ list: 1, page: 1, other: 1 }));

    let outcome!: Promise<MutationOutcome<{ id: string; name: string }>>;
    act(() => {
      outcome = result.current.mutation.run('alpha');
    });
    expect(result.current.mutation.pending).toEqual(['alpha']);
    expect(result.current.mutation.isPending).toBe(true);

    await act(async () => {
      answer.resolve({ id: 'i1' });
      expect(await outcome).toEqual({ ok: true, data: { id: 'i1', name: 'alpha' } });
    });
    expect(toasts()).toEqual([['success', 'Created alpha']]);
    // Reloaded before the outcome arrived: the list and its filtered page, not the look-alike path.
    expect(fetches).toEqual({ list: 2, page: 2, other: 1 });
    expect(result.current.mutation.isPending).toBe(false);
  });

  it("on failure toasts the server's message (or the fallback), answers the error and still reloads", async () => {
    let failure: unknown = new ApiError(409, 'That name is taken', { statusCode: 409, message: 'That name is taken' });
    const { result } = renderMutation({
      call: async (_: string) => {
        throw failure;
      },
      success: 'Created',
      errorFallback: 'Error creating new technology',
      invalidates: [['/api/items']],
    });
    await waitFor(() => expect(fetches.list).toBe(1));

    let outcome!: MutationOutcome<never>;
    await act(async () => {
      outcome = await result.current.mutation.run('alpha');
    });
    expect(outcome).toEqual({ ok: false, error: failure });
    expect(result.current.mutation.isPending).toBe(false);
    await waitFor(() => expect(fetches.list).toBe(2));

    failure = new ApiError(500, 'Something went wrong!', undefined);
    await act(() => result.current.mutation.run('beta'));
    expect(toasts()).toEqual([
      ['error', 'That name is taken'],
      ['error', 'Error creating new technology'],
    ]);
  });

  it('onError replaces the default error handling', async () => {
    const seen: unknown[] = [];
    const failure = new ApiError(409, 'Already reported', { statusCode: 409, message: 'Already reported' });
    const { result } = renderMutation({
      call: async (_: string) => {
        throw failure;
      },
      onError: (error, arg) => seen.push([error, arg]),
    });
    await act(() => result.current.mutation.run('g1'));
    expect(seen).toEqual([[failure, 'g1']]);
    expect(toasts()).toEqual([]);
  });

  it('shows the optimistic change at once, rolls it back when the call fails, and settles it with the answer', async () => {
    let answer = deferred<string>();
    const { result } = renderMutation({
      call: () => answer.promise,
      optimistic: {
        key: ['/api/items'],
        change: (items, name: string) => [...items, `${name} (saving)`],
        settle: (items, saved) => [...items, saved],
      },
    });
    await waitFor(() => expect(result.current.list).toEqual(['a']));

    let outcome!: Promise<MutationOutcome<string>>;
    act(() => {
      outcome = result.current.mutation.run('b');
    });
    await waitFor(() => expect(result.current.list).toEqual(['a', 'b (saving)']));
    await act(async () => {
      answer.reject(new ApiError(500, 'Something went wrong!', undefined));
      await outcome;
    });
    expect(result.current.list).toEqual(['a']);

    answer = deferred<string>();
    act(() => {
      outcome = result.current.mutation.run('c');
    });
    await waitFor(() => expect(result.current.list).toEqual(['a', 'c (saving)']));
    await act(async () => {
      answer.resolve('c');
      await outcome;
    });
    expect(result.current.list).toEqual(['a', 'c']);
  });
});
