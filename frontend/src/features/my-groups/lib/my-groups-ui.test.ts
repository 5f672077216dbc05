import { describe, expect, it } from 'vitest';
import {
  initialMyGroupsUi,
  isEditing,
  myGroupsUiReducer,
  type MyGroupsUiAction,
  type MyGroupsUiState,
  shownVersionId,
} from './my-groups-ui';

const run = (...actions: MyGroupsUiAction[]): MyGroupsUiState => actions.reduce(myGroupsUiReducer, initialMyGroupsUi);

describe('profile edit state', () => {
  it('keeps one group and one snippet in edition: starting another edit cancels the first', () => {
    const state = run(
      { type: 'startEdit', groupId: 'g1', target: { kind: 'snippet', snippetId: 's1' } },
      { type: 'startEdit', groupId: 'g2', target: { kind: 'snippet', snippetId: 's9' } },
    );
    expect(state.edition).toEqual({ groupId: 'g2', target: { kind: 'snippet', snippetId: 's9' } });
    expect(isEditing(state.edition, 'g1', { kind: 'snippet', snippetId: 's1' })).toBe(false);
    expect(isEditing(state.edition, 'g2', { kind: 'snippet', snippetId: 's9' })).toBe(true);
    expect(isEditing(state.edition, 'g2', { kind: 'snippet', snippetId: 's1' })).toBe(false);

    const other = myGroupsUiReducer(state, { type: 'startEdit', groupId: 'g2', target: { kind: 'newVersion' } });
    expect(isEditing(other.edition, 'g2', { kind: 'newVersion' })).toBe(true);
    expect(isEditing(other.edition, 'g2', { kind: 'snippet', snippetId: 's9' })).toBe(false);
  });

  it('cancel clears the edit flags', () => {
    const state = run({ type: 'startEdit', groupId: 'g1', target: { kind: 'version' } }, { type: 'cancelEdit' });
    expect(state.edition).toBeNull();
    expect(myGroupsUiReducer(state, { type: 'cancelEdit' })).toBe(state);
  });

  it('switching the version of the group in edition ends the edition; other groups keep theirs', () => {
    const editing = run({ type: 'startEdit', groupId: 'g1', target: { kind: 'snippet', snippetId: 's1' } });
    expect(myGroupsUiReducer(editing, { type: 'selectVersion', groupId: 'g1', versionId: 'v2' }).edition).toBeNull();
    const elsewhere = myGroupsUiReducer(editing, { type: 'selectVersion', groupId: 'g2', versionId: 'v7' });
    expect(elsewhere.edition).toEqual(editing.edition);
    expect(elsewhere.selectedVersion).toEqual({ g2: 'v7' });
  });

  it('collapsing a group cancels its edition; starting an edit expands it', () => {
    const collapsed = run({ type: 'startEdit', groupId: 'g1', target: { kind: 'newSnippet' } }, { type: 'toggleCollapsed', groupId: 'g1' });
    expect(collapsed.collapsed.g1).toBe(true);
    expect(collapsed.edition).toBeNull();
    const reopened = myGroupsUiReducer(collapsed, { type: 'startEdit', groupId: 'g1', target: { kind: 'newSnippet' } });
    expect(reopened.collapsed.g1).toBe(false);
  });

  it('forgets a deleted group', () => {
    const state = run(
      { type: 'selectVersion', groupId: 'g1', versionId: 'v1' },
      { type: 'toggleCollapsed', groupId: 'g1' },
      { type: 'startEdit', groupId: 'g1', target: { kind: 'version' } },
      { type: 'forgetGroup', groupId: 'g1' },
    );
    expect(state).toEqual(initialMyGroupsUi);
  });

  it('shows the selected version while it exists, else the remembered one, else the newest (highest number)', () => {
    const group = {
      id: 'g1',
      versions: [
        { id: 'v2', no: '2.0.0' },
        { id: 'v1', no: '1.0.0' },
        { id: 'v10', no: '1.10' },
      ],
    };
    expect(shownVersionId({}, group)).toBe('v2');
    expect(shownVersionId({ g1: 'v1' }, group)).toBe('v1');
    expect(shownVersionId({ g1: 'gone' }, group)).toBe('v2');
    expect(shownVersionId({}, group, 'v10')).toBe('v10');
    expect(shownVersionId({ g1: 'v1' }, group, 'v10')).toBe('v1');
    expect(shownVersionId({}, group, 'gone')).toBe('v2');
    expect(shownVersionId({}, { id: 'g2', versions: [] })).toBeNull();
  });
});
