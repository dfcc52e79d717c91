// Which Oorcheck provider runs the hearing test. Without OORCHECK_PROVIDER_URL the built-in
// digits-in-noise page of this app is used; with it, start and status are forwarded to an external
// service with the same contract (docs/oorcheck.md).
export interface OorcheckSettings {
  /** Base URL of an external provider (…/start and …/status/{token} below it), or null. */
  providerUrl: string | null;
  /** Sent as "Authorization: Bearer …" to the external provider when set. */
  providerKey: string | null;
  /** Public origin of this app, for the built-in provider's start_url. */
  publicUrl: string;
  /** A built-in session older than this is forgotten (its status answers 404). */
  sessionHours: number;
}

type Env = Record<string, string | undefined>;

export function loadOorcheckSettings(env: Env, publicUrl: string): OorcheckSettings {
  const url = env.OORCHECK_PROVIDER_URL?.trim() || null;
  if (url && !/^https?:\/\//.test(url)) throw new Error(`OORCHECK_PROVIDER_URL must be an http(s) URL, got '${url}'`);
  return {
    providerUrl: url ? url.replace(/\/+$/, '') : null,
    providerKey: env.OORCHECK_PROVIDER_KEY?.trim() || null,
    publicUrl,
    sessionHours: 24,
  };
}
