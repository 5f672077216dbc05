import { resolveLanguage, translate } from './messages';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'en-EN'],
    ['', 'en-EN'],
    ['es-ES', 'es-ES'],
    ['es', 'es-ES'],
    ['es-AR,en;q=0.5', 'es-ES'],
    ['fr-FR, es;q=0.8, en;q=0.9', 'en-EN'],
    ['fr-FR', 'en-EN'],
    ['en;q=0.1, es-ES;q=0.9', 'es-ES'],
  ])('%s -> %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected);
  });
});

describe('translate', () => {
  it('fills parameters in the chosen language', () => {
    expect(translate('validation.maxLength', 'es-ES', { field: 'name', max: 60 })).toBe(
      'El campo name debe tener como máximo 60 caracteres',
    );
    expect(translate('errors.internal', 'en-EN')).toBe('Something went wrong!');
  });
});
