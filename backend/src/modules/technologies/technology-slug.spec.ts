import { technologySlug } from './technology-slug';

describe('technologySlug', () => {
  it.each([
    ['Python', 'python'],
    ['C++', 'cpp'],
    ['C#', 'csharp'],
    ['Node.js', 'nodejs'],
    ['Vue.js', 'vuejs'],
    ['Objective C', 'objective-c'],
    ['  Ruby on  Rails! ', 'ruby-on-rails'],
    ['Café', 'cafe'],
  ])('%s is %s', (name, slug) => {
    expect(technologySlug(name)).toBe(slug);
  });
});
