// Which browsers get a written 'add to home screen' instruction. Safari on iPhone and iPad never
// fires beforeinstallprompt, so the install button never shows there, yet iOS can add the app
// to the home screen through the share sheet (every iOS browser since iOS 16.4). Firefox for
// Android has no install event either, but installs from its own menu. Pure: the caller passes
// what the browser says about itself.

export type InstallHintPlatform = 'ios' | 'firefoxAndroid';

export interface BrowserFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS Safari presents itself as a Mac, but a touch one. */
  maxTouchPoints: number;
  /** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
}

export function installHintPlatform({
  userAgent,
  maxTouchPoints,
  standalone,
}: BrowserFacts): InstallHintPlatform | null {
  if (standalone) return null;
  const iPhoneOrIPad =
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  if (iPhoneOrIPad) return 'ios';
  if (/\bAndroid\b/.test(userAgent) && /\bFirefox\//.test(userAgent)) return 'firefoxAndroid';
  return null;
}

/** The facts of this browser (only where a window exists). */
export function browserFacts(): BrowserFacts {
  const standalone =
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}

const DISMISSED_KEY = 'lrc.installHint.dismissed';

/** Once closed, the instruction stays away on this device (a device setting, nobody's data). */
export function installHintDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissInstallHint(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage blocked (private mode): the instruction closes for this visit only.
  }
}
