import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import {
  useCreateCustomTechnology,
  useDeleteCustomTechnology,
  useRequestOfficial,
  useUpdateCustomTechnology,
} from '../api/custom-technologies';
import { useMemberTechnologyList } from '../api/get-technologies';
import {
  customTechnologiesUiReducer,
  customTechnologyItems,
  type EditTechnologyDraft,
  initialCustomTechnologiesUi,
  type NewTechnologyDraft,
} from '../state/custom-technologies.reducer';

/**
 * The custom technologies panel: the member's custom technologies (from the server), the local
 * checked/editing/draft state, and the writes with the specification's toasts: create, edit and delete
 * show the server's message or their own default, requesting official status always "Error requesting".
 */
export function useCustomTechnologies() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const list = useMemberTechnologyList();
  const [ui, dispatch] = useReducer(customTechnologiesUiReducer, initialCustomTechnologiesUi);
  const { items, editDraft } = customTechnologyItems(list.technologies ?? [], ui);

  const createTechnology = useCreateCustomTechnology({ errorFallback: t('messages:errors.creatingTechnology') });
  const updateTechnology = useUpdateCustomTechnology({ errorFallback: t('messages:errors.editingTechnology') });
  const deleteTechnology = useDeleteCustomTechnology({
    success: t('messages:success.technologyDeleted'),
    errorFallback: t('messages:errors.deletingTechnology'),
  });
  const requestOfficial = useRequestOfficial({
    success: t('technologies:request.sent'),
    errorFallback: t('messages:errors.requesting'),
    showServerMessage: false,
  });

  /** POST /api/technologies/custom with the new draft; the form closes once created. */
  const create = async () => {
    if (!ui.newDraft) return;
    const outcome = await createTechnology.run({ name: ui.newDraft.name.trim(), use: ui.newDraft.use.trim() });
    if (outcome.ok) dispatch({ type: 'create/end' });
  };

  /** PATCH /api/technologies/custom/{id} with the edit draft; the form closes once saved. */
  const saveEdit = async () => {
    if (!editDraft) return;
    const outcome = await updateTechnology.run({ id: editDraft.id, name: editDraft.name.trim(), use: editDraft.use.trim() });
    if (outcome.ok) dispatch({ type: 'edit/end' });
  };

  return {
    isAuthenticated,
    items,
    newDraft: ui.newDraft,
    editDraft,
    /** Nothing listed yet: first load, or a failure. */
    isListLoading: list.isLoading,
    listFailed: !!list.error && !list.technologies,
    isListLoaded: !!list.technologies,
    /** A create, edit or official request is running: the other actions wait. */
    isSaving: createTechnology.isPending || updateTechnology.isPending || requestOfficial.isPending,
    isRequesting: (id: string) => requestOfficial.pending.includes(id),
    isDeleting: (id: string) => deleteTechnology.pending.includes(id),
    check: (id: string) => dispatch({ type: 'check', id }),
    startCreate: () => dispatch({ type: 'create/start' }),
    changeNewDraft: (changes: Partial<NewTechnologyDraft>) => dispatch({ type: 'create/change', changes }),
    cancelCreate: () => dispatch({ type: 'create/end' }),
    startEdit: (item: EditTechnologyDraft) => dispatch({ type: 'edit/start', item }),
    changeEditDraft: (changes: Partial<Omit<EditTechnologyDraft, 'id'>>) => dispatch({ type: 'edit/change', changes }),
    cancelEdit: () => dispatch({ type: 'edit/end' }),
    create,
    saveEdit,
    /** POST /api/technologies/request-official/{id}. */
    requestOfficialStatus: (id: string) => requestOfficial.run(id),
    /** DELETE /api/technologies/custom/{id} (its groups go too). */
    remove: (id: string) => deleteTechnology.run(id),
    reload: list.retry,
  };
}
