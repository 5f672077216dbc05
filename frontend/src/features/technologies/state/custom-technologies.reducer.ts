import type { MemberTechnologyDto } from '@api';

/** Limits of a custom technology (docs/specification.md): name up to 60 characters, use up to 500. */
export const TECHNOLOGY_NAME_MAX = 60;
export const TECHNOLOGY_USE_MAX = 500;

/** A member's custom technology as the panel shows it: the server's fields and the local flags. */
export interface CustomTechnologyItem extends MemberTechnologyDto {
  isCustom: true;
  isChecked: boolean;
  isEditing: boolean;
}

/** A new-technology draft: name and use, both starting empty. */
export interface NewTechnologyDraft {
  name: string;
  use: string;
}

/** An edit draft: a copy of the item being edited. */
export interface EditTechnologyDraft {
  id: string;
  name: string;
  use: string;
}

/** What only this screen knows; the technologies themselves come from the server (SWR). */
export interface CustomTechnologiesUiState {
  checkedId: string | null;
  newDraft: NewTechnologyDraft | null;
  /** Its id is the item being edited. */
  editDraft: EditTechnologyDraft | null;
}

export type CustomTechnologiesUiAction =
  | { type: 'check'; id: string }
  | { type: 'create/start' }
  | { type: 'create/change'; changes: Partial<NewTechnologyDraft> }
  /** Cancelled or created: the form closes. */
  | { type: 'create/end' }
  | { type: 'edit/start'; item: EditTechnologyDraft }
  | { type: 'edit/change'; changes: Partial<Omit<EditTechnologyDraft, 'id'>> }
  /** Cancelled or saved: the form closes. */
  | { type: 'edit/end' };

export const initialCustomTechnologiesUi: CustomTechnologiesUiState = { checkedId: null, newDraft: null, editDraft: null };

/** The checking, editing and draft rules of the technology list (pure, unit-tested). */
export function customTechnologiesUiReducer(
  state: CustomTechnologiesUiState,
  action: CustomTechnologiesUiAction,
): CustomTechnologiesUiState {
  switch (action.type) {
    case 'check':
      // Checking an item toggles it and unchecks all others.
      return { ...state, checkedId: state.checkedId === action.id ? null : action.id };
    case 'create/start':
      // Starting a create sets an empty draft and ends any edit: one form at a time.
      return { ...state, newDraft: { name: '', use: '' }, editDraft: null };
    case 'create/change':
      return state.newDraft ? { ...state, newDraft: { ...state.newDraft, ...action.changes } } : state;
    case 'create/end':
      return { ...state, newDraft: null };
    case 'edit/start':
      // Starting an edit makes that item the only one editing, with a copy as the draft, and ends any create.
      return { ...state, editDraft: { id: action.item.id, name: action.item.name, use: action.item.use }, newDraft: null };
    case 'edit/change':
      return state.editDraft ? { ...state, editDraft: { ...state.editDraft, ...action.changes } } : state;
    case 'edit/end':
      return { ...state, editDraft: null };
  }
}

/**
 * The member's custom technologies out of GET /api/technologies with the local flags. A flag or draft of
 * an item the server no longer lists is dropped.
 */
export function customTechnologyItems(
  technologies: readonly MemberTechnologyDto[],
  state: CustomTechnologiesUiState,
): { items: CustomTechnologyItem[]; editDraft: EditTechnologyDraft | null } {
  const items = technologies
    .filter((technology): technology is MemberTechnologyDto & { isCustom: true } => technology.isCustom)
    .map((technology) => ({
      ...technology,
      isChecked: technology.id === state.checkedId,
      isEditing: technology.id === state.editDraft?.id,
    }));
  const editDraft = items.some((item) => item.isEditing) ? state.editDraft : null;
  return { items, editDraft };
}
