// The browser's install offer. Chromium fires beforeinstallprompt when the app is installable; the
// event is kept so that the 'add to home' button can show the prompt later (once).
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

export function listenForInstallPrompt(onAvailable: () => void, onInstalled: () => void): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault(); // no mini-infobar: the header button offers it instead
    deferred = event as BeforeInstallPromptEvent;
    onAvailable();
  };
  const onAppInstalled = () => {
    deferred = null;
    onInstalled();
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onAppInstalled);
  };
}

/** Shows the prompt; resolves with the user's answer, or null when there is no offer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  deferred = null;
  await event.prompt();
  return (await event.userChoice).outcome;
}
