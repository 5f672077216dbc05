import {
  addCollectionItem,
  type CollectionDto,
  type CollectionItemDto,
  createCollection,
  type CreateCollectionDto,
  deleteCollection,
  getGetCollectionKey,
  getListCollectionItemsKey,
  getListCollectionItemsUrl,
  getListGroupCollectionsKey,
  getListMyCollectionsKey,
  getListMyCollectionsUrl,
  moveCollectionItem,
  removeCollectionItem,
  updateCollection,
  type UpdateCollectionDto,
  useGetCollection,
  useListGroupCollections,
} from '@api';
import useSWR from 'swr';
import { apiFetchWithHeaders, isApiError } from '@/lib/api-fetch';
import { type ApiMutation, type MutationFeedback, useApiMutation, useReloadingPaths } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';
import { readTotalCount } from '@/lib/total-count';

/** Items on a page of a collection: as many as the listing shows on a page (its pager counts 12). */
export const COLLECTION_PAGE_SIZE = 12;

/** The cached answers a change of a collection can make stale: the member's list, a collection, its items, a group's collections. */
const COLLECTION_KEY = /^\/api\/(collections|public\/collections|public\/groups\/[^/]+\/collections)/;

/** `mutation` whose `run` then reloads every cached answer about collections (COLLECTION_KEY), whichever collection it changed. */
function useReloadingCollections<TArg, TResult>(mutation: ApiMutation<TArg, TResult>): ApiMutation<TArg, TResult> {
  return useReloadingPaths(mutation, COLLECTION_KEY);
}

/** The member's collections (GET /api/collections/mine, up to 50, newest first); with `groupId`, whether each holds it. */
export function useMyCollections(groupId?: string, enabled = true) {
  const { isAuthenticated } = useSession();
  const params = { limit: 50, ...(groupId ? { groupId } : {}) };
  const result = useSWR(isAuthenticated && enabled ? getListMyCollectionsKey(params) : null, async () => {
    const { data, headers } = await apiFetchWithHeaders<CollectionDto[]>(getListMyCollectionsUrl(params), { method: 'GET' });
    return { collections: data, total: readTotalCount(headers, data.length) };
  });
  return {
    collections: result.data?.collections ?? [],
    total: result.data?.total ?? 0,
    isLoading: !result.data && !result.error,
    error: result.error as unknown,
  };
}

/** A collection (GET /api/public/collections/{id}): public ones for everyone, private ones for their owner. */
export function useCollection(id: string) {
  const { isAuthenticated } = useSession();
  const query = useGetCollection(id, { swr: { swrKey: [...getGetCollectionKey(id), isAuthenticated ? 'member' : 'visitor'] } });
  const error = query.error as unknown;
  return {
    key: getGetCollectionKey(id),
    data: query.data,
    isLoading: !query.data && !error,
    notFound: isApiError(error) && (error.status === 404 || error.status === 400),
    error,
    retry: () => void query.mutate(),
  };
}

/** A page of a collection's items in order (GET /api/public/collections/{id}/items) and their total. */
export function useCollectionItems(id: string, page: number, enabled: boolean) {
  const { isAuthenticated } = useSession();
  const params = { skip: (page - 1) * COLLECTION_PAGE_SIZE, limit: COLLECTION_PAGE_SIZE };
  const key = [...getListCollectionItemsKey(id, params), isAuthenticated ? 'member' : 'visitor'] as const;
  const result = useSWR(
    enabled ? key : null,
    async () => {
      const { data, headers } = await apiFetchWithHeaders<CollectionItemDto[]>(getListCollectionItemsUrl(id, params), { method: 'GET' });
      return { items: data, total: readTotalCount(headers, data.length) };
    },
    { keepPreviousData: true },
  );
  return {
    key,
    items: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    isLoading: !result.data && !result.error,
    isRefreshing: !!result.data && result.isValidating,
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}

/** The public collections holding a group (GET /api/public/groups/{id}/collections, the newest 12). */
export function useGroupCollections(groupId: string) {
  const query = useListGroupCollections(groupId, undefined, { swr: { swrKey: getListGroupCollectionsKey(groupId) } });
  return { collections: query.data ?? [] };
}

export function useCreateCollection(feedback?: MutationFeedback<CreateCollectionDto, CollectionDto>) {
  return useReloadingCollections(useApiMutation({ ...feedback, call: createCollection }));
}

export function useUpdateCollection(id: string, feedback?: MutationFeedback<UpdateCollectionDto, CollectionDto>) {
  return useReloadingCollections(useApiMutation({ ...feedback, call: (body: UpdateCollectionDto) => updateCollection(id, body) }));
}

export function useDeleteCollection(feedback?: MutationFeedback<string, unknown>) {
  return useReloadingCollections(useApiMutation({ ...feedback, call: (id: string) => deleteCollection(id) }));
}

export interface ItemChange {
  collectionId: string;
  groupId: string;
}

/** Adds a group to one of the member's collections, or removes it (`holds`: whether it should be in it). */
export function useToggleCollectionItem(feedback?: MutationFeedback<ItemChange & { holds: boolean }, CollectionDto>) {
  return useReloadingCollections(
    useApiMutation({
      ...feedback,
      call: ({ collectionId, groupId, holds }: ItemChange & { holds: boolean }) =>
        holds ? addCollectionItem(collectionId, { groupId }) : removeCollectionItem(collectionId, groupId),
    }),
  );
}

/** Moves an item to `position`. */
export function useMoveCollectionItem(feedback?: MutationFeedback<ItemChange & { position: number }, CollectionDto>) {
  return useReloadingCollections(
    useApiMutation({
      ...feedback,
      call: ({ collectionId, groupId, position }: ItemChange & { position: number }) =>
        moveCollectionItem(collectionId, groupId, { position }),
    }),
  );
}
