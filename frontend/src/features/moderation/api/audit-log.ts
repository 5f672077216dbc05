import { type ListAuditLogParams, ModerationAction, useListAuditLog } from '@api';

/** Every action the log records, in the API's order (the action filter). */
export const MODERATION_ACTIONS: readonly ModerationAction[] = Object.values(ModerationAction);

/** One page of the audit log (GET /api/moderation/log); the previous page stays while the next loads. */
export function useAuditLog(params: ListAuditLogParams) {
  const query = useListAuditLog(params, { swr: { keepPreviousData: true } });
  return { ...query, entries: query.data ?? [] };
}
