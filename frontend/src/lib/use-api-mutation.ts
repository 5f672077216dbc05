import { useCallback, useEffect, useRef, useState } from 'react';
import { type ScopedMutator, unstable_serialize, useSWRConfig } from 'swr';
import { toast } from '@/components/toast';
import { type ApiErrorOptions, handleApiError } from './handle-api-error';
import i18n from './i18n';

/** An SWR cache key as orval's `getXxxKey()` functions build it: the path, then the parameters, if any. */
export type ApiKey = readonly [string, ...unknown[]];

/** True for `base` and for every key that extends it (`getListAuditLogKey()` covers each filtered page of the log). */
export function isKeyOf(base: ApiKey): (key: unknown) => boolean {
  const serialized = unstable_serialize(base);
  return (key) => Array.isArray(key) && key.length >= base.length && unstable_serialize(key.slice(0, base.length)) === serialized;
}

/** Reloads the cached answers under each of `keys` (see {@link isKeyOf}) that a screen shows; resolves once they are fresh. */
export async function revalidateKeys(mutate: ScopedMutator, keys: readonly ApiKey[]): Promise<void> {
  await Promise.all(keys.map((key) => mutate(isKeyOf(key))));
}

/** A change shown at once in one cached answer, rolled back when the call fails. */
export interface OptimisticUpdate<TArg, TResult, TData> {
  key: ApiKey;
  change: (current: TData, arg: TArg) => TData;
  /** The cached answer once the call succeeded (without it, the optimistic one stays until `invalidates` reloads it). */
  settle?: (current: TData, result: TResult, arg: TArg) => TData;
}

/** What the user is told: the success toast, and the error toast through {@link handleApiError}. */
export interface MutationFeedback<TArg, TResult> extends ApiErrorOptions {
  success?: string | ((arg: TArg, result: TResult) => string | undefined);
  /** The error text when the server sent none ("Something went wrong!" by default). */
  errorFallback?: string;
  /** Replaces the default error handling. */
  onError?: (error: unknown, arg: TArg) => void;
}

export interface ApiMutationConfig<TArg, TResult, TData> extends MutationFeedback<TArg, TResult> {
  /** The server call: a function of the generated client. */
  call: (arg: TArg) => Promise<TResult>;
  /**
   * The cached answers the call makes stale (orval's `getXxxKey()`), reloaded after the call, failed or not:
   * a failure often means the view is out of date (hidden, deleted or changed elsewhere).
   */
  invalidates?: readonly ApiKey[];
  optimistic?: OptimisticUpdate<TArg, TResult, TData>;
}

export type MutationOutcome<TResult> = { ok: true; data: TResult } | { ok: false; error: unknown };

export interface ApiMutation<TArg, TResult> {
  /** Runs the call; never throws: a failure has been reported to the user when the outcome arrives. */
  run: (arg: TArg) => Promise<MutationOutcome<TResult>>;
  /** The arguments of the calls in flight (e.g. which row shows a spinner). */
  pending: readonly TArg[];
  isPending: boolean;
}

/**
 * The one way the web app writes: runs a call of the generated client, tracks it as pending, applies the
 * optimistic change, toasts the success message or hands the error to {@link handleApiError}, then reloads
 * the cached answers it made stale. Feature `api/` files wrap it with their call and keys; components add the texts.
 */
export function useApiMutation<TArg, TResult, TData = never>(config: ApiMutationConfig<TArg, TResult, TData>): ApiMutation<TArg, TResult> {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<readonly TArg[]>([]);
  const latest = useRef(config);
  useEffect(() => {
    latest.current = config;
  });

  const callWithOptimisticChange = useCallback(
    async (arg: TArg): Promise<TResult> => {
      const { call, optimistic } = latest.current;
      if (!optimistic) return call(arg);
      const { key, change, settle } = optimistic;
      let result!: TResult;
      await mutate<TData>(
        key,
        async (current) => {
          result = await call(arg);
          return current;
        },
        {
          optimisticData: (current) => (current === undefined ? current : change(current, arg)) as TData,
          rollbackOnError: true,
          populateCache: settle ? (_, current) => (current === undefined ? current : settle(current, result, arg)) as TData : false,
          revalidate: false,
        },
      );
      return result;
    },
    [mutate],
  );

  const run = useCallback(
    async (arg: TArg): Promise<MutationOutcome<TResult>> => {
      const { invalidates = [], success, errorFallback, showServerMessage, onError } = latest.current;
      setPending((current) => [...current, arg]);
      const done = () => setPending((current) => current.toSpliced(current.indexOf(arg), 1));
      try {
        const data = await callWithOptimisticChange(arg);
        const message = typeof success === 'function' ? success(arg, data) : success;
        if (message) toast.success(message);
        // Settled once what the screen shows is fresh (e.g. a created item is listed when its form closes).
        await revalidateKeys(mutate, invalidates);
        done();
        return { ok: true, data };
      } catch (error) {
        if (onError) onError(error, arg);
        else handleApiError(error, errorFallback ?? i18n.t('messages:errors.generic'), { showServerMessage });
        // The user may retry at once; the reload goes on meanwhile.
        done();
        void revalidateKeys(mutate, invalidates);
        return { ok: false, error };
      }
    },
    [callWithOptimisticChange, mutate],
  );

  return { run, pending, isPending: pending.length > 0 };
}

/**
 * `mutation` whose `run` then reloads every cached answer whose path `paths` matches, whatever the call changed and
 * whether it succeeded; the outcome arrives once they are fresh.
 */
export function useReloadingPaths<TArg, TResult>(mutation: ApiMutation<TArg, TResult>, paths: RegExp): ApiMutation<TArg, TResult> {
  const { mutate } = useSWRConfig();
  const { run } = mutation;
  const reloading = useCallback(
    async (arg: TArg) => {
      const outcome = await run(arg);
      await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && paths.test(key[0]));
      return outcome;
    },
    [run, mutate, paths],
  );
  return { ...mutation, run: reloading };
}
