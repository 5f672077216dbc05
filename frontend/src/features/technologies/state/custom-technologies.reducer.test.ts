import type { MemberTechnologyDto } from '@api';
import { describe, expect, it } from 'vitest';
import {
  type CustomTechnologiesAction,
  type CustomTechnologiesState,
  customTechnologiesReducer,
  initialCustomTechnologiesState,
} from './custom-technologies.reducer';

const official: MemberTechnologyDto = {
  id: 'ts',
  name: 'TypeScript',
  use: 'Typed JS',
  imageURL: '/static/ts.svg',
  isCustom: false,
  language: 'typescript',
};
const alpha: MemberTechnologyDto = { id: 'a', name: 'Alpha', use: 'First', imageURL: '', isCustom: true, language: 'plaintext' };
const beta: MemberTechnologyDto = {
  id: 'b',
  name: 'Beta',
  use: 'Second',
  imageURL: '',
  isCustom: true,
  language: 'plaintext',
  officialRequest: { id: 'r1', status: 'rejected', reason: 'Too niche' as unknown as null, createdAt: '2026-01-02T00:00:00.000Z' },
};
const gamma: MemberTechnologyDto = { id: 'c', name: 'Gamma', use: 'Third', imageURL: '', isCustom: true, language: 'plaintext' };

function run(...actions: CustomTechnologiesAction[]): CustomTechnologiesState {
  return actions.reduce(customTechnologiesReducer, initialCustomTechnologiesState);
}
const loaded: CustomTechnologiesAction = { type: 'list/succeeded', technologies: [official, alpha, beta, gamma] };
const flags = (state: CustomTechnologiesState, flag: 'isChecked' | 'isEditing') =>
  state.items.filter((item) => item[flag]).map((item) => item.id);

describe('custom technologies list state', () => {
  it('keeps only the custom technologies, unchecked and not editing, and tracks the list status', () => {
    expect(run({ type: 'list/pending' }).status.list).toBe('pending');
    const state = run({ type: 'list/pending' }, loaded);
    expect(state.status).toEqual({ list: 'succeeded', save: 'idle', remove: 'idle' });
    expect(state.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(state.items.every((item) => item.isCustom && !item.isChecked && !item.isEditing)).toBe(true);
    expect(state.items[1].officialRequest?.status).toBe('rejected');
    expect(run({ type: 'list/pending' }, { type: 'list/failed' }).status.list).toBe('failed');
  });

  it('checking an item toggles it and unchecks all others', () => {
    const one = run(loaded, { type: 'check', id: 'a' });
    expect(flags(one, 'isChecked')).toEqual(['a']);
    const other = customTechnologiesReducer(one, { type: 'check', id: 'c' });
    expect(flags(other, 'isChecked')).toEqual(['c']);
    const none = customTechnologiesReducer(other, { type: 'check', id: 'c' });
    expect(flags(none, 'isChecked')).toEqual([]);
  });

  it('starting an edit flags only that item and keeps a copy as the draft; cancel clears flags and draft', () => {
    const first = run(loaded, { type: 'edit/start', id: 'a' });
    expect(flags(first, 'isEditing')).toEqual(['a']);
    expect(first.editDraft).toEqual({ id: 'a', name: 'Alpha', use: 'First' });
    const second = customTechnologiesReducer(first, { type: 'edit/start', id: 'b' });
    expect(flags(second, 'isEditing')).toEqual(['b']);
    expect(second.editDraft).toEqual({ id: 'b', name: 'Beta', use: 'Second' });
    const changed = customTechnologiesReducer(second, { type: 'edit/change', changes: { name: 'Beta 2' } });
    expect(changed.editDraft).toEqual({ id: 'b', name: 'Beta 2', use: 'Second' });
    expect(changed.items.find((item) => item.id === 'b')?.name).toBe('Beta');
    const cancelled = customTechnologiesReducer(changed, { type: 'edit/cancel' });
    expect(flags(cancelled, 'isEditing')).toEqual([]);
    expect(cancelled.editDraft).toBeNull();
    expect(cancelled.items.find((item) => item.id === 'b')?.name).toBe('Beta');
  });

  it('starting a create sets an empty draft; cancel discards it', () => {
    const started = run(loaded, { type: 'create/start' });
    expect(started.newDraft).toEqual({ name: '', use: '' });
    const typed = customTechnologiesReducer(started, { type: 'create/change', changes: { name: 'Delta' } });
    expect(typed.newDraft).toEqual({ name: 'Delta', use: '' });
    expect(customTechnologiesReducer(typed, { type: 'create/cancel' }).newDraft).toBeNull();
    // A new create starts empty again.
    const again = customTechnologiesReducer(customTechnologiesReducer(typed, { type: 'create/cancel' }), { type: 'create/start' });
    expect(again.newDraft).toEqual({ name: '', use: '' });
  });

  it('create success adds the item locally (imageURL empty, custom, unchecked) and clears the draft', () => {
    const state = run(
      loaded,
      { type: 'create/start' },
      { type: 'create/change', changes: { name: 'Delta', use: 'Fourth' } },
      { type: 'save/pending' },
    );
    expect(state.status.save).toBe('pending');
    const created = customTechnologiesReducer(state, { type: 'create/succeeded', id: 'd', name: 'Delta', use: 'Fourth' });
    expect(created.items.at(-1)).toEqual({
      id: 'd',
      name: 'Delta',
      use: 'Fourth',
      imageURL: '',
      isCustom: true,
      isChecked: false,
      isEditing: false,
    });
    expect(created.newDraft).toBeNull();
    expect(created.status.save).toBe('succeeded');
  });

  it('a failed create keeps the draft so that nothing typed is lost', () => {
    const failed = run(
      loaded,
      { type: 'create/start' },
      { type: 'create/change', changes: { name: 'Alpha' } },
      { type: 'save/pending' },
      { type: 'save/failed' },
    );
    expect(failed.status.save).toBe('failed');
    expect(failed.newDraft).toEqual({ name: 'Alpha', use: '' });
    expect(failed.items).toHaveLength(3);
  });

  it('edit success updates name and use of the matching item, ends editing and clears the draft', () => {
    const state = run(
      loaded,
      { type: 'edit/start', id: 'c' },
      { type: 'save/pending' },
      { type: 'edit/succeeded', id: 'c', name: 'Gamma!', use: 'New use' },
    );
    expect(state.items.find((item) => item.id === 'c')).toMatchObject({ name: 'Gamma!', use: 'New use', isEditing: false });
    expect(flags(state, 'isEditing')).toEqual([]);
    expect(state.editDraft).toBeNull();
    expect(state.status.save).toBe('succeeded');
  });

  it('delete keeps its own status: the item is removed and the delete target cleared', () => {
    const pending = run(loaded, { type: 'edit/start', id: 'b' }, { type: 'delete/pending', id: 'b' });
    expect(pending.deleteTarget).toBe('b');
    expect(pending.status).toMatchObject({ remove: 'pending', save: 'idle' });
    const done = customTechnologiesReducer(pending, { type: 'delete/succeeded', id: 'b' });
    expect(done.items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(done.deleteTarget).toBeNull();
    expect(done.editDraft).toBeNull();
    expect(done.status.remove).toBe('succeeded');
    const failed = customTechnologiesReducer(pending, { type: 'delete/failed' });
    expect(failed.items).toHaveLength(3);
    expect(failed.status.remove).toBe('failed');
  });

  it('request official only moves the create/edit/request state, and records the pending request', () => {
    const pending = run(loaded, { type: 'request/pending', id: 'a' });
    expect(pending.status).toEqual({ list: 'succeeded', save: 'pending', remove: 'idle' });
    expect(pending.requestTarget).toBe('a');
    const request = { id: 'r2', status: 'pending' as const, createdAt: '2026-01-03T00:00:00.000Z' };
    const done = customTechnologiesReducer(pending, { type: 'request/succeeded', id: 'a', request });
    expect(done.items[0].officialRequest).toEqual(request);
    expect(done.requestTarget).toBeNull();
    expect(customTechnologiesReducer(pending, { type: 'request/failed' }).status.save).toBe('failed');
  });

  it('a reload keeps the checked and editing flags of the items still there and drops the rest', () => {
    const state = run(loaded, { type: 'check', id: 'a' }, { type: 'edit/start', id: 'c' });
    const reloaded = customTechnologiesReducer(state, { type: 'list/succeeded', technologies: [official, alpha, gamma] });
    expect(flags(reloaded, 'isChecked')).toEqual(['a']);
    expect(flags(reloaded, 'isEditing')).toEqual(['c']);
    expect(reloaded.editDraft?.id).toBe('c');
    const gone = customTechnologiesReducer(state, { type: 'list/succeeded', technologies: [official, alpha] });
    expect(gone.editDraft).toBeNull();
    expect(flags(gone, 'isEditing')).toEqual([]);
  });
});
