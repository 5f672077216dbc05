import { beforeEach, describe, expect, it } from 'vitest';
import { FILL_VALUES_LIMIT, FILL_VALUES_STORAGE_KEY, useFillValuesStore } from './fill-values.store';

describe('fill-in values', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useFillValuesStore.setState({ byGroup: {} });
  });

  it('merges a group’s values over its earlier ones, keeps them in localStorage, and forgets the oldest group beyond the limit', () => {
    const { remember } = useFillValuesStore.getState();
    remember('g1', { host: 'a', port: '1' });
    remember('g2', { name: 'n' });
    remember('g1', { port: '2' });
    expect(useFillValuesStore.getState().byGroup).toEqual({ g2: { name: 'n' }, g1: { host: 'a', port: '2' } });
    expect(Object.keys(useFillValuesStore.getState().byGroup)).toEqual(['g2', 'g1']);
    expect(JSON.parse(window.localStorage.getItem(FILL_VALUES_STORAGE_KEY)!).state.byGroup.g1).toEqual({ host: 'a', port: '2' });

    for (let index = 0; index < FILL_VALUES_LIMIT; index += 1) remember(`many-${index}`, { v: 'x' });
    const byGroup = useFillValuesStore.getState().byGroup;
    expect(Object.keys(byGroup)).toHaveLength(FILL_VALUES_LIMIT);
    expect(byGroup.g2).toBeUndefined();
  });

  it('reads back only the string values a device stored, each group kept', async () => {
    const byGroup = { g1: { host: 'a', port: 2 }, g2: 'not values' };
    window.localStorage.setItem(FILL_VALUES_STORAGE_KEY, JSON.stringify({ state: { byGroup }, version: 1 }));
    await useFillValuesStore.persist.rehydrate();
    expect(useFillValuesStore.getState().byGroup).toEqual({ g1: { host: 'a' }, g2: {} });
  });
});
