// The student app remembers where the management site wants the user back after logging in: once,
// for this tab, for half an hour, and only management paths.
import { rememberReturnTarget, takeReturnTarget } from '../../../src/features/login/returnTarget';

beforeEach(() => sessionStorage.clear());

describe('return target after login', () => {
  it('keeps a management path from ?terug= and hands it out once', () => {
    rememberReturnTarget(`?terug=${encodeURIComponent('/beheer/leerlingen?zoek=jan')}`, 1000);
    expect(takeReturnTarget(2000)).toBe('/beheer/leerlingen?zoek=jan');
    expect(takeReturnTarget(2000)).toBeNull();
  });

  it('ignores another host and pages of the student app', () => {
    for (const target of ['https://evil.example/beheer/', '//evil.example/', '/mijn-profiel']) {
      rememberReturnTarget(`?terug=${encodeURIComponent(target)}`);
      expect(takeReturnTarget()).toBeNull();
    }
  });

  it('forgets the target after half an hour', () => {
    rememberReturnTarget('?terug=%2Fbeheer%2F', 0);
    expect(takeReturnTarget(31 * 60 * 1000)).toBeNull();
  });

  it('does not trust a stored value that was changed to another host', () => {
    sessionStorage.setItem(
      'lrc.returnTarget',
      JSON.stringify({ target: 'https://evil.example', until: Date.now() + 1e6 }),
    );
    expect(takeReturnTarget()).toBeNull();
  });
});
