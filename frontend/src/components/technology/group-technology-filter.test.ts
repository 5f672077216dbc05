import { describe, expect, it } from 'vitest';
import { filterTechnologies } from './group-technology-filter';

const known = [
  { id: 'py', name: 'Python', imageURL: '/py.svg' },
  { id: 'go', name: 'Go', imageURL: '/go.svg' },
];
const groups = [{ technologyID: 'mine', technology: { name: 'Team DSL', imageURL: '' } }];

describe('filterTechnologies', () => {
  it('lists the known technologies by name', () => {
    expect(filterTechnologies(known, null, groups, 'Unknown').map((t) => t.id)).toEqual(['go', 'py']);
    expect(filterTechnologies(known, 'py', groups, 'Unknown').map((t) => t.id)).toEqual(['go', 'py']);
  });

  it('adds the chosen one when it is not known: named by a group of it, else unknown', () => {
    expect(filterTechnologies(known, 'mine', groups, 'Unknown').map((t) => t.name)).toEqual(['Go', 'Python', 'Team DSL']);
    expect(filterTechnologies(known, 'gone', groups, 'Unknown')).toContainEqual({ id: 'gone', name: 'Unknown', imageURL: '' });
  });
});
