// The login's way back to the management site accepts only paths of the management site: never
// another host, whatever the parameter holds.
import { safeReturnTarget } from '../../src/shared/returnTarget';

describe('safeReturnTarget', () => {
  it.each(['/beheer', '/beheer/', '/beheer/leerlingen?zoek=jan&pagina=2', '/beheer/scholen/3#locaties'])(
    'accepts %s',
    (path) => expect(safeReturnTarget(path)).toBe(path),
  );

  it.each([
    null,
    '',
    '/',
    '/inloggen',
    '/beheerder',
    'https://evil.example/beheer/',
    '//evil.example/beheer/',
    '/\\evil.example/beheer/',
    '/beheer/\\\\evil.example',
    ' /beheer/',
    '/beheer/\nx',
    'javascript:alert(1)//beheer/',
    `/beheer/${'x'.repeat(2000)}`,
  ])('refuses %p', (raw) => expect(safeReturnTarget(raw)).toBeNull());
});
