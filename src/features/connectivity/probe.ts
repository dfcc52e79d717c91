// The connectivity probe: GET /online must answer {online: true}. `cache: 'no-store'` keeps the
// HTTP cache out, and the body is checked because a service worker (or a captive portal) can
// answer with a success status without the server ever seeing the request.
import { apiUrl } from '../../common/lib/config';

export const PROBE_TIMEOUT_MS = 8_000;

export async function probeOnline(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(apiUrl('/online'), {
      cache: 'no-store',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!res.ok) return false;
    const body: unknown = await res.json();
    return !!body && typeof body === 'object' && (body as { online?: unknown }).online === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
