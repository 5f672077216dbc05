import { USERNAME_PATTERN } from '../../common/validation/formats';
import { usernameFrom, withSuffix } from './username';

describe('usernameFrom', () => {
  it.each([
    ['ada.lovelace', 'ada.lovelace'],
    ['José Núñez', 'Jose.Nunez'],
    ['a', 'member'],
    ['...--x', 'member'],
    ['name+tag', 'nametag'],
    [null, 'member'],
  ])('%s -> %s', (source, expected) => {
    expect(usernameFrom(source)).toBe(expected);
    expect(usernameFrom(source)).toMatch(USERNAME_PATTERN);
  });

  it('keeps suffixed names within 30 characters', () => {
    const name = withSuffix('x'.repeat(30), () => 0.5);
    expect(name).toBe(`${'x'.repeat(23)}-500000`);
    expect(name).toMatch(USERNAME_PATTERN);
  });
});
