import type { MemberTechnologyDto, OfficialRequestStateDto } from '@api';

/** Seed: every asynchronous operation goes idle, then pending, then succeeded or failed. */
export type AsyncStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Limits of a custom technology (PRODUCT.md): name up to 60 characters, use up to 500. */
export const TECHNOLOGY_NAME_MAX = 60;
export const TECHNOLOGY_USE_MAX = 500;

/** A member's custom technology with the client-only flags of the seed (one checked, one editing at a time). */
export interface CustomTechnologyItem {
  id: string;
  name: string;
  use: string;
  /** Empty for custom technologies. */
  imageURL: string;
  isCustom: true;
  officialRequest?: OfficialRequestStateDto;
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

export interface CustomTechnologiesState {
  items: CustomTechnologyItem[];
  newDraft: NewTechnologyDraft | null;
  editDraft: EditTechnologyDraft | null;
  /** The item being deleted (cleared on success or failure). */
  deleteTarget: string | null;
  /** The item whose official request is being sent. */
  requestTarget: string | null;
  /** The technology area keeps separate states: list fetch, create/edit/request, delete. */
  status: { list: AsyncStatus; save: AsyncStatus; remove: AsyncStatus };
}

export type CustomTechnologiesAction =
  | { type: 'list/pending' }
  | { type: 'list/succeeded'; technologies: readonly MemberTechnologyDto[] }
  | { type: 'list/failed' }
  | { type: 'check'; id: string }
  | { type: 'create/start' }
  | { type: 'create/change'; changes: Partial<NewTechnologyDraft> }
  | { type: 'create/cancel' }
  | { type: 'edit/start'; id: string }
  | { type: 'edit/change'; changes: Partial<Omit<EditTechnologyDraft, 'id'>> }
  | { type: 'edit/cancel' }
  | { type: 'save/pending' }
  | { type: 'save/failed' }
  | { type: 'create/succeeded'; id: string; name: string; use: string }
  | { type: 'edit/succeeded'; id: string; name: string; use: string }
  | { type: 'request/pending'; id: string }
  | { type: 'request/succeeded'; id: string; request?: OfficialRequestStateDto }
  | { type: 'request/failed' }
  | { type: 'delete/pending'; id: string }
  | { type: 'delete/succeeded'; id: string }
  | { type: 'delete/failed' };

export const initialCustomTechnologiesState: CustomTechnologiesState = {
  items: [],
  newDraft: null,
  editDraft: null,
  deleteTarget: null,
  requestTarget: null,
  status: { list: 'idle', save: 'idle', remove: 'idle' },
};

function withStatus(
  state: CustomTechnologiesState,
  changes: Partial<CustomTechnologiesState['status']>,
): CustomTechnologiesState['status'] {
  return { ...state.status, ...changes };
}

function clearEditing(items: CustomTechnologyItem[]): CustomTechnologyItem[] {
  return items.some((item) => item.isEditing) ? items.map((item) => (item.isEditing ? { ...item, isEditing: false } : item)) : items;
}

/** The member's custom technologies out of GET /api/technologies, keeping the flags of the items already known. */
export function toCustomItems(
  technologies: readonly MemberTechnologyDto[],
  previous: readonly CustomTechnologyItem[] = [],
): CustomTechnologyItem[] {
  const known = new Map(previous.map((item) => [item.id, item]));
  return technologies
    .filter((technology) => technology.isCustom)
    .map((technology) => ({
      id: technology.id,
      name: technology.name,
      use: technology.use,
      imageURL: technology.imageURL,
      isCustom: true as const,
      ...(technology.officialRequest ? { officialRequest: technology.officialRequest } : {}),
      isChecked: known.get(technology.id)?.isChecked ?? false,
      isEditing: known.get(technology.id)?.isEditing ?? false,
    }));
}

/** The technology list's client state: the seed's checking, editing and draft rules (pure, unit-tested). */
export function customTechnologiesReducer(state: CustomTechnologiesState, action: CustomTechnologiesAction): CustomTechnologiesState {
  switch (action.type) {
    case 'list/pending':
      return { ...state, status: withStatus(state, { list: 'pending' }) };
    case 'list/succeeded': {
      const items = toCustomItems(action.technologies, state.items);
      const editDraft = state.editDraft && items.some((item) => item.id === state.editDraft?.id) ? state.editDraft : null;
      return {
        ...state,
        items: editDraft ? items : clearEditing(items),
        editDraft,
        status: withStatus(state, { list: 'succeeded' }),
      };
    }
    case 'list/failed':
      return { ...state, status: withStatus(state, { list: 'failed' }) };

    case 'check':
      // Checking an item toggles it and unchecks all others.
      return {
        ...state,
        items: state.items.map((item) =>
          item.id === action.id ? { ...item, isChecked: !item.isChecked } : item.isChecked ? { ...item, isChecked: false } : item,
        ),
      };

    case 'create/start':
      // Starting a create sets an empty draft (and ends any edit: one form at a time).
      return {
        ...state,
        newDraft: { name: '', use: '' },
        editDraft: null,
        items: clearEditing(state.items),
        status: withStatus(state, { save: 'idle' }),
      };
    case 'create/change':
      return state.newDraft ? { ...state, newDraft: { ...state.newDraft, ...action.changes } } : state;
    case 'create/cancel':
      return { ...state, newDraft: null };

    case 'edit/start': {
      // Starting an edit flags that item as editing, unflags all others and keeps a copy as the edit draft.
      const target = state.items.find((item) => item.id === action.id);
      if (!target) return state;
      return {
        ...state,
        items: state.items.map((item) =>
          item.id === action.id ? { ...item, isEditing: true } : item.isEditing ? { ...item, isEditing: false } : item,
        ),
        editDraft: { id: target.id, name: target.name, use: target.use },
        newDraft: null,
        status: withStatus(state, { save: 'idle' }),
      };
    }
    case 'edit/change':
      return state.editDraft ? { ...state, editDraft: { ...state.editDraft, ...action.changes } } : state;
    case 'edit/cancel':
      // Cancel clears the flags and the draft.
      return { ...state, items: clearEditing(state.items), editDraft: null };

    case 'save/pending':
      return { ...state, status: withStatus(state, { save: 'pending' }) };
    case 'save/failed':
      return { ...state, status: withStatus(state, { save: 'failed' }) };
    case 'create/succeeded':
      // The new item is added locally with imageURL empty, isCustom true, isChecked false; the draft is cleared.
      return {
        ...state,
        items: state.items.some((item) => item.id === action.id)
          ? state.items
          : [
              ...state.items,
              { id: action.id, name: action.name, use: action.use, imageURL: '', isCustom: true, isChecked: false, isEditing: false },
            ],
        newDraft: null,
        status: withStatus(state, { save: 'succeeded' }),
      };
    case 'edit/succeeded':
      // Name and use of the matching item are updated, editing ends, the draft is cleared.
      return {
        ...state,
        items: state.items.map((item) =>
          item.id === action.id
            ? { ...item, name: action.name, use: action.use, isEditing: false }
            : item.isEditing
              ? { ...item, isEditing: false }
              : item,
        ),
        editDraft: null,
        status: withStatus(state, { save: 'succeeded' }),
      };

    case 'request/pending':
      return { ...state, requestTarget: action.id, status: withStatus(state, { save: 'pending' }) };
    case 'request/succeeded':
      return {
        ...state,
        items: action.request
          ? state.items.map((item) => (item.id === action.id ? { ...item, officialRequest: action.request } : item))
          : state.items,
        requestTarget: null,
        status: withStatus(state, { save: 'succeeded' }),
      };
    case 'request/failed':
      return { ...state, requestTarget: null, status: withStatus(state, { save: 'failed' }) };

    case 'delete/pending':
      return { ...state, deleteTarget: action.id, status: withStatus(state, { remove: 'pending' }) };
    case 'delete/succeeded': {
      // The item is removed and the delete target cleared (the caller reloads the list).
      const removedEdit = state.editDraft?.id === action.id;
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
        editDraft: removedEdit ? null : state.editDraft,
        deleteTarget: null,
        status: withStatus(state, { remove: 'succeeded' }),
      };
    }
    case 'delete/failed':
      return { ...state, deleteTarget: null, status: withStatus(state, { remove: 'failed' }) };
  }
}
