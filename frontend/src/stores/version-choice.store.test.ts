import { beforeEach, describe, expect, it } from 'vitest';
import { pickVersionId, useVersionChoiceStore, VERSION_CHOICE_LIMIT, VERSION_CHOICE_STORAGE_KEY } from './version-choice.store';

const versions = [
  { id: 'v1', no: '1.0.0' },
  { id: 'v2', no: '2.0.0' },
];

describe('version choice', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useVersionChoiceStore.setState({ chosen: {} });
  });

  it('picks the first candidate the group has, else the newest', () => {
    expect(pickVersionId(versions)).toBe('v2');
    expect(pickVersionId(versions, null, 'gone', 'v1')).toBe('v1');
    expect(pickVersionId(versions, 'v1', 'v2')).toBe('v1');
    expect(pickVersionId([])).toBeNull();
  });

  it('remembers the last choice per group in localStorage, and forgets the oldest beyond the limit', () => {
    const { choose } = useVersionChoiceStore.getState();
    choose('g1', 'v1');
    choose('g2', 'v9');
    choose('g1', 'v2');
    expect(useVersionChoiceStore.getState().chosen).toEqual({ g2: 'v9', g1: 'v2' });
    expect(JSON.parse(window.localStorage.getItem(VERSION_CHOICE_STORAGE_KEY)!).state.chosen).toEqual({ g2: 'v9', g1: 'v2' });

    for (let index = 0; index < VERSION_CHOICE_LIMIT; index += 1) choose(`many-${index}`, 'v');
    const chosen = useVersionChoiceStore.getState().chosen;
    expect(Object.keys(chosen)).toHaveLength(VERSION_CHOICE_LIMIT);
    expect(chosen.g2).toBeUndefined();
    expect(chosen[`many-${VERSION_CHOICE_LIMIT - 1}`]).toBe('v');
  });

  it('reads back only the choices a device stored as strings', async () => {
    const chosen = { g1: 'v1', g2: 2, g3: null };
    window.localStorage.setItem(VERSION_CHOICE_STORAGE_KEY, JSON.stringify({ state: { chosen }, version: 1 }));
    await useVersionChoiceStore.persist.rehydrate();
    expect(useVersionChoiceStore.getState().chosen).toEqual({ g1: 'v1' });
  });
});
