import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { errorMessageOf, isApiError } from '@/lib/api-fetch';
import { useModerationRevalidate } from './use-moderation-revalidate';

/**
 * Runs one moderation call at a time per key: tracks which key is busy, toasts the success message or
 * the server's message, then revalidates what the action changed.
 */
export function useActionRunner() {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidate = useModerationRevalidate();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, call: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
      setBusyKey(key);
      try {
        await call();
        toast.success(successMessage);
        return true;
      } catch (error) {
        toast.error((isApiError(error) && error.status > 0 ? errorMessageOf(error.data) : null) ?? t('messages:errors.generic'));
        return false;
      } finally {
        setBusyKey(null);
        void revalidate();
      }
    },
    [revalidate, toast, t],
  );

  return { run, busyKey };
}
