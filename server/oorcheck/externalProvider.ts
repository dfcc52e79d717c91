// Client for an external Oorcheck provider with the same contract as the built-in one:
// POST {base}/start → {start_url, token}; GET {base}/status/{token} → {status, result}.
// Answers are checked before they are passed on, so a misbehaving provider cannot inject fields.
import type { OorcheckStartResponse, OorcheckStatus, OorcheckStatusResponse } from '../../src/shared/api';
import type { OorcheckSettings } from './settings';

const TIMEOUT_MS = 10_000;
const STATUSES: readonly OorcheckStatus[] = ['pending', 'started', 'complete'];

export class ProviderError extends Error {}

async function call(settings: OorcheckSettings, path: string, init: RequestInit): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (settings.providerKey) headers.Authorization = `Bearer ${settings.providerKey}`;
  let response: Response;
  try {
    response = await fetch(`${settings.providerUrl}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(`Oorcheck provider unreachable: ${String(err)}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ProviderError(`Oorcheck provider answered ${response.status}`);
  return response.json();
}

export async function startExternal(settings: OorcheckSettings, reference: string): Promise<OorcheckStartResponse> {
  const body = (await call(settings, '/start', {
    method: 'POST',
    body: JSON.stringify({ reference }),
  })) as Partial<OorcheckStartResponse> | null;
  if (
    !body ||
    typeof body.token !== 'string' ||
    !/^[\w-]{8,200}$/.test(body.token) ||
    typeof body.start_url !== 'string' ||
    !/^https?:\/\//.test(body.start_url)
  ) {
    throw new ProviderError('Oorcheck provider gave an invalid start answer');
  }
  return { start_url: body.start_url, token: body.token };
}

/** null when the provider does not know the token. */
export async function statusExternal(
  settings: OorcheckSettings,
  token: string,
): Promise<OorcheckStatusResponse | null> {
  const body = (await call(settings, `/status/${encodeURIComponent(token)}`, {
    method: 'GET',
  })) as Partial<OorcheckStatusResponse> | null;
  if (!body) return null;
  if (!STATUSES.includes(body.status as OorcheckStatus))
    throw new ProviderError('Oorcheck provider gave an invalid status');
  const result = typeof body.result === 'string' ? body.result.slice(0, 50) : null;
  return { status: body.status as OorcheckStatus, result };
}
