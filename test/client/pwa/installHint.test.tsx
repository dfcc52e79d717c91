// The written install instruction (issue 25): iPhone and iPad users (Safari has no install event)
// and Firefox for Android get it; not in the installed app, not elsewhere, and once closed it
// stays closed on this device.
import { screen } from '@testing-library/react';
import { InstallHint } from '../../../src/features/pwa/components/InstallHint';
import { installHintPlatform } from '../../../src/features/pwa/installHint';
import { renderWithProviders } from '../renderWithProviders';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';

describe('installHintPlatform', () => {
  it.each([
    ['an iPhone', IPHONE, 5, false, 'ios'],
    ['an iPad that says it is a Mac, with touch', IPAD_AS_MAC, 5, false, 'ios'],
    ['a Mac without touch', IPAD_AS_MAC, 0, false, null],
    ['an iPhone in the installed app', IPHONE, 5, true, null],
    ['Chrome on Android (it has the install event)', ANDROID_CHROME, 5, false, null],
    ['Firefox on Android', ANDROID_FIREFOX, 5, false, 'firefoxAndroid'],
  ])('%s', (_name, userAgent, maxTouchPoints, standalone, expected) => {
    expect(installHintPlatform({ userAgent, maxTouchPoints, standalone })).toBe(expected);
  });
});

describe('InstallHint', () => {
  const realAgent = navigator.userAgent;
  function pretend(userAgent: string, standalone = false) {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
  }
  afterEach(() => {
    pretend(realAgent);
    localStorage.clear();
  });

  it('tells an iPhone user to use the share icon and Zet op beginscherm, and stays closed once closed', async () => {
    pretend(IPHONE);
    const { user, unmount } = renderWithProviders(<InstallHint />);
    expect(
      screen.getByRole('complementary', { name: 'Zet de Lifestyle Reality Check op je beginscherm' }),
    ).toHaveTextContent(
      "Tik onderin op het deel-icoon (het vierkantje met de pijl omhoog) en kies dan 'Zet op beginscherm'.",
    );
    await user.click(screen.getByRole('button', { name: 'Niet meer tonen' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<InstallHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing in the installed app on an iPhone', () => {
    pretend(IPHONE, true);
    renderWithProviders(<InstallHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing in a desktop browser', () => {
    renderWithProviders(<InstallHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
