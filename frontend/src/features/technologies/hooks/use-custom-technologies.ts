import { createCustomTechnology, deleteCustomTechnology, requestOfficial, updateCustomTechnology, useListTechnologies } from '@api';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/toast';
import { errorMessageOf, isApiError } from '@/lib/api-fetch';
import { useAuthStore } from '@/stores/auth.store';
import {
  type CustomTechnologiesState,
  customTechnologiesReducer,
  type EditTechnologyDraft,
  initialCustomTechnologiesState,
  type NewTechnologyDraft,
} from '../state/custom-technologies.reducer';

/** The server's translated message when it sent one, otherwise null. */
function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.status > 0 ? errorMessageOf(error.data) : null;
}

export interface CustomTechnologiesApi {
  state: CustomTechnologiesState;
  isAuthenticated: boolean;
  check: (id: string) => void;
  startCreate: () => void;
  changeNewDraft: (changes: Partial<NewTechnologyDraft>) => void;
  cancelCreate: () => void;
  startEdit: (id: string) => void;
  changeEditDraft: (changes: Partial<Omit<EditTechnologyDraft, 'id'>>) => void;
  cancelEdit: () => void;
  /** POST /api/technologies/custom with the new draft; true when created. */
  create: () => Promise<boolean>;
  /** PATCH /api/technologies/custom/{id} with the edit draft; true when saved. */
  saveEdit: () => Promise<boolean>;
  /** POST /api/technologies/request-official/{id}. */
  requestOfficialStatus: (id: string) => Promise<boolean>;
  /** DELETE /api/technologies/custom/{id} (its groups go too). */
  remove: (id: string) => Promise<boolean>;
  reload: () => void;
}

/**
 * The member's custom technologies (GET /api/technologies, custom ones only) with the seed's client
 * state: separate async states for listing, create/edit/request and delete, toasts on failures.
 */
export function useCustomTechnologies(): CustomTechnologiesApi {
  const { t } = useTranslation();
  const toast = useToast();
  const { mutate: mutateGlobal } = useSWRConfig();
  const isAuthenticated = useAuthStore((store) => store.isAuthenticated);
  const [state, dispatch] = useReducer(customTechnologiesReducer, initialCustomTechnologiesState);

  const query = useListTechnologies({
    swr: {
      enabled: isAuthenticated,
      onError: () => toast.error(t('messages:errors.loadingTechnologies')),
    },
  });
  const { data, error, isLoading, mutate } = query;

  useEffect(() => {
    if (isLoading) dispatch({ type: 'list/pending' });
  }, [isLoading]);
  useEffect(() => {
    if (data?.status === 200) dispatch({ type: 'list/succeeded', technologies: data.data.data });
  }, [data]);
  useEffect(() => {
    if (error && !data) dispatch({ type: 'list/failed' });
  }, [error, data]);

  const revalidate = useCallback(() => {
    void mutate();
  }, [mutate]);

  const create = useCallback(async () => {
    const draft = state.newDraft;
    if (!draft) return false;
    const body = { name: draft.name.trim(), use: draft.use.trim() };
    dispatch({ type: 'save/pending' });
    try {
      const response = await createCustomTechnology(body);
      if (response.status !== 201) throw new Error('unexpected answer');
      dispatch({ type: 'create/succeeded', id: response.data.data.insertedId, ...body });
      revalidate();
      return true;
    } catch (cause) {
      dispatch({ type: 'save/failed' });
      toast.error(serverMessage(cause) ?? t('messages:errors.creatingTechnology'));
      return false;
    }
  }, [state.newDraft, revalidate, toast, t]);

  const saveEdit = useCallback(async () => {
    const draft = state.editDraft;
    if (!draft) return false;
    const body = { name: draft.name.trim(), use: draft.use.trim() };
    dispatch({ type: 'save/pending' });
    try {
      await updateCustomTechnology(draft.id, body);
      dispatch({ type: 'edit/succeeded', id: draft.id, ...body });
      revalidate();
      return true;
    } catch (cause) {
      dispatch({ type: 'save/failed' });
      toast.error(serverMessage(cause) ?? t('messages:errors.editingTechnology'));
      return false;
    }
  }, [state.editDraft, revalidate, toast, t]);

  const requestOfficialStatus = useCallback(
    async (id: string) => {
      dispatch({ type: 'request/pending', id });
      try {
        const response = await requestOfficial(id);
        dispatch({ type: 'request/succeeded', id, request: response.status === 201 ? response.data.data : undefined });
        toast.success(t('technologies:request.sent'));
        revalidate();
        return true;
      } catch {
        dispatch({ type: 'request/failed' });
        toast.error(t('messages:errors.requesting'));
        return false;
      }
    },
    [revalidate, toast, t],
  );

  const remove = useCallback(
    async (id: string) => {
      dispatch({ type: 'delete/pending', id });
      try {
        await deleteCustomTechnology(id);
        dispatch({ type: 'delete/succeeded', id });
        toast.success(t('messages:success.technologyDeleted'));
        revalidate();
        // Its groups went with it: every list of groups is stale.
        void mutateGlobal((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/snippets-groups'));
        return true;
      } catch (cause) {
        dispatch({ type: 'delete/failed' });
        toast.error(serverMessage(cause) ?? t('messages:errors.deletingTechnology'));
        return false;
      }
    },
    [revalidate, mutateGlobal, toast, t],
  );

  return useMemo(
    () => ({
      state,
      isAuthenticated,
      check: (id: string) => dispatch({ type: 'check', id }),
      startCreate: () => dispatch({ type: 'create/start' }),
      changeNewDraft: (changes: Partial<NewTechnologyDraft>) => dispatch({ type: 'create/change', changes }),
      cancelCreate: () => dispatch({ type: 'create/cancel' }),
      startEdit: (id: string) => dispatch({ type: 'edit/start', id }),
      changeEditDraft: (changes: Partial<Omit<EditTechnologyDraft, 'id'>>) => dispatch({ type: 'edit/change', changes }),
      cancelEdit: () => dispatch({ type: 'edit/cancel' }),
      create,
      saveEdit,
      requestOfficialStatus,
      remove,
      reload: revalidate,
    }),
    [state, isAuthenticated, create, saveEdit, requestOfficialStatus, remove, revalidate],
  );
}
