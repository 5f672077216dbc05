import type { MemberTechnologyDto } from '@api';
import { describe, expect, it } from 'vitest';
import {
  type CustomTechnologiesUiAction,
  type CustomTechnologiesUiState,
  customTechnologiesUiReducer,
  customTechnologyItems,
  initialCustomTechnologiesUi,
} from './custom-technologies.reducer';

const official: MemberTechnologyDto = {
  id: 'ts',
  name: 'TypeScript',
  slug: 'typescript',
  use: 'Typed JS',
  imageURL: '/static/ts.svg',
  isCustom: false,
  language: 'typescript',
};
const alpha: MemberTechnologyDto = {
  id: 'a',
  name: 'Alpha',
  slug: 'alpha',
  use: 'First',
  imageURL: '',
  isCustom: true,
  language: 'plaintext',
};
const beta: MemberTechnologyDto = {
  id: 'b',
  name: 'Beta',
  slug: 'beta',
  use: 'Second',
  imageURL: '',
  isCustom: true,
  language: 'plaintext',
  officialRequest: { id: 'r1', status: 'rejected', reason: 'Too niche', createdAt: '2026-01-02T00:00:00.000Z' },
};
const gamma: MemberTechnologyDto = {
  id: 'c',
  name: 'Gamma',
  slug: 'gamma',
  use: 'Third',
  imageURL: '',
  isCustom: true,
  language: 'plaintext',
};
const server = [official, alpha, beta, gamma];

function run(...actions: CustomTechnologiesUiAction[]): CustomTechnologiesUiState {
  return actions.reduce(customTechnologiesUiReducer, initialCustomTechnologiesUi);
}
const flags = (state: CustomTechnologiesUiState, flag: 'isChecked' | 'isEditing', technologies = server) =>
  customTechnologyItems(technologies, state)
    .items.filter((item) => item[flag])
    .map((item) => item.id);
const editOf = (technology: MemberTechnologyDto) => ({ type: 'edit/start', item: technology }) as const;

describe('custom technologies list state', () => {
  it('lists only the custom technologies, unchecked and not editing, with their official request', () => {
    const { items, editDraft } = customTechnologyItems(server, initialCustomTechnologiesUi);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(items.every((item) => item.isCustom && !item.isChecked && !item.isEditing)).toBe(true);
    expect(items[1].officialRequest?.status).toBe('rejected');
    expect(editDraft).toBeNull();
  });

  it('checking an item toggles it and unchecks all others', () => {
    const one = run({ type: 'check', id: 'a' });
    expect(flags(one, 'isChecked')).toEqual(['a']);
    const other = customTechnologiesUiReducer(one, { type: 'check', id: 'c' });
    expect(flags(other, 'isChecked')).toEqual(['c']);
    const none = customTechnologiesUiReducer(other, { type: 'check', id: 'c' });
    expect(flags(none, 'isChecked')).toEqual([]);
  });

  it('starting an edit flags only that item and keeps a copy as the draft; cancel clears flags and draft', () => {
    const first = run(editOf(alpha));
    expect(flags(first, 'isEditing')).toEqual(['a']);
    expect(first.editDraft).toEqual({ id: 'a', name: 'Alpha', use: 'First' });
    const second = customTechnologiesUiReducer(first, editOf(beta));
    expect(flags(second, 'isEditing')).toEqual(['b']);
    expect(second.editDraft).toEqual({ id: 'b', name: 'Beta', use: 'Second' });
    const changed = customTechnologiesUiReducer(second, { type: 'edit/change', changes: { name: 'Beta 2' } });
    expect(changed.editDraft).toEqual({ id: 'b', name: 'Beta 2', use: 'Second' });
    expect(customTechnologyItems(server, changed).items.find((item) => item.id === 'b')?.name).toBe('Beta');
    const cancelled = customTechnologiesUiReducer(changed, { type: 'edit/end' });
    expect(flags(cancelled, 'isEditing')).toEqual([]);
    expect(cancelled.editDraft).toBeNull();
  });

  it('starting a create sets an empty draft; cancel discards it', () => {
    const started = run({ type: 'create/start' });
    expect(started.newDraft).toEqual({ name: '', use: '' });
    const typed = customTechnologiesUiReducer(started, { type: 'create/change', changes: { name: 'Delta' } });
    expect(typed.newDraft).toEqual({ name: 'Delta', use: '' });
    const cancelled = customTechnologiesUiReducer(typed, { type: 'create/end' });
    expect(cancelled.newDraft).toBeNull();
    // A new create starts empty again.
    expect(customTechnologiesUiReducer(cancelled, { type: 'create/start' }).newDraft).toEqual({ name: '', use: '' });
  });

  it('one form at a time: a create ends the edit and an edit ends the create', () => {
    const creating = run(editOf(gamma), { type: 'create/start' });
    expect(creating.editDraft).toBeNull();
    expect(flags(creating, 'isEditing')).toEqual([]);
    const editing = customTechnologiesUiReducer(creating, editOf(alpha));
    expect(editing.newDraft).toBeNull();
    expect(flags(editing, 'isEditing')).toEqual(['a']);
  });

  it('a draft is kept until its form ends, so that nothing typed is lost when a save fails', () => {
    const typed = run({ type: 'create/start' }, { type: 'create/change', changes: { name: 'Alpha', use: 'Again' } });
    expect(typed.newDraft).toEqual({ name: 'Alpha', use: 'Again' });
    const edited = run(editOf(gamma), { type: 'edit/change', changes: { name: 'Gamma!', use: 'New use' } });
    expect(customTechnologyItems(server, edited).editDraft).toEqual({ id: 'c', name: 'Gamma!', use: 'New use' });
    // Saved: the form closes.
    expect(customTechnologiesUiReducer(edited, { type: 'edit/end' }).editDraft).toBeNull();
  });

  it('a reload keeps the checked and editing flags of the items still there and drops the rest', () => {
    const state = run({ type: 'check', id: 'a' }, editOf(gamma));
    expect(flags(state, 'isChecked', [official, alpha, gamma])).toEqual(['a']);
    expect(flags(state, 'isEditing', [official, alpha, gamma])).toEqual(['c']);
    expect(customTechnologyItems([official, alpha, gamma], state).editDraft?.id).toBe('c');
    const gone = customTechnologyItems([official, alpha], state);
    expect(gone.editDraft).toBeNull();
    expect(gone.items.filter((item) => item.isEditing)).toEqual([]);
  });
});
