import { pickVersionId } from '@/stores/version-choice.store';

/**
 * Client-only state of the profile screen (the seed's isCollapsed, selectedVersion and isOnEdition flags):
 * one group, and in it one thing (a snippet, the new-snippet form, the version form), in edition at a time.
 */
type EditTarget =
  { kind: 'snippet'; snippetId: string } | { kind: 'newSnippet' } | { kind: 'version' } | { kind: 'newVersion' } | { kind: 'details' };

export interface Edition {
  groupId: string;
  target: EditTarget;
}

export interface MyGroupsUiState {
  collapsed: Record<string, boolean>;
  selectedVersion: Record<string, string>;
  edition: Edition | null;
}

export type MyGroupsUiAction =
  | { type: 'toggleCollapsed'; groupId: string }
  | { type: 'selectVersion'; groupId: string; versionId: string }
  | { type: 'startEdit'; groupId: string; target: EditTarget }
  | { type: 'cancelEdit' }
  | { type: 'forgetGroup'; groupId: string };

export const initialMyGroupsUi: MyGroupsUiState = { collapsed: {}, selectedVersion: {}, edition: null };

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function myGroupsUiReducer(state: MyGroupsUiState, action: MyGroupsUiAction): MyGroupsUiState {
  switch (action.type) {
    case 'toggleCollapsed': {
      const collapsing = !state.collapsed[action.groupId];
      return {
        ...state,
        collapsed: { ...state.collapsed, [action.groupId]: collapsing },
        // Hiding a group hides its forms: whatever was in edition there is cancelled.
        edition: collapsing && state.edition?.groupId === action.groupId ? null : state.edition,
      };
    }
    case 'selectVersion':
      if (state.selectedVersion[action.groupId] === action.versionId) return state;
      return {
        ...state,
        selectedVersion: { ...state.selectedVersion, [action.groupId]: action.versionId },
        // The snippets shown change: an edition in that group no longer applies.
        edition: state.edition?.groupId === action.groupId ? null : state.edition,
      };
    case 'startEdit':
      return {
        ...state,
        collapsed: { ...state.collapsed, [action.groupId]: false },
        edition: { groupId: action.groupId, target: action.target },
      };
    case 'cancelEdit':
      return state.edition ? { ...state, edition: null } : state;
    case 'forgetGroup':
      return {
        collapsed: without(state.collapsed, action.groupId),
        selectedVersion: without(state.selectedVersion, action.groupId),
        edition: state.edition?.groupId === action.groupId ? null : state.edition,
      };
  }
}

/** Whether `target` of `groupId` is the one in edition. */
export function isEditing(edition: Edition | null, groupId: string, target: EditTarget): boolean {
  if (!edition || edition.groupId !== groupId || edition.target.kind !== target.kind) return false;
  return target.kind !== 'snippet' || (edition.target.kind === 'snippet' && edition.target.snippetId === target.snippetId);
}

/**
 * The version shown: the one selected here when it still exists, else the one remembered on this device
 * (chosen on the Index or the Profile), else the group's newest (highest number).
 */
export function shownVersionId(
  selectedVersion: Record<string, string>,
  group: { id: string; versions: readonly { id: string; no: string }[] },
  remembered?: string,
): string | null {
  return pickVersionId(group.versions, selectedVersion[group.id], remembered);
}
