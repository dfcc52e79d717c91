// How long to wait after a 429, in Dutch: a clock for the countdown and words for the message.

/** 299 → '4:59', 59 → '0:59', 3725 → '1:02:05' (like the h:mm of the rest of the app). */
export function formatWaitClock(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** 1 → '1 seconde', 45 → '45 seconden', 61 → '2 minuten' (rounded up: never shorter than the real wait). */
export function formatWaitWords(seconds: number): string {
  const total = Math.max(1, Math.ceil(seconds));
  if (total < 60) return total === 1 ? '1 seconde' : `${total} seconden`;
  const minutes = Math.ceil(total / 60);
  if (minutes < 60) return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 uur' : `${hours} uur`;
}

/**
 * Seconds from a Retry-After header (delay-seconds or an HTTP date, RFC 9110 §10.2.3), else from a
 * retry_after field in the body; null when neither says.
 */
export function parseRetryAfter(header: unknown, bodyValue: unknown, now: number): number | null {
  if (typeof header === 'string' && header.trim() !== '') {
    const value = header.trim();
    if (/^\d+$/.test(value)) return Number(value);
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  if (typeof bodyValue === 'number' && Number.isFinite(bodyValue) && bodyValue >= 0) return Math.ceil(bodyValue);
  return null;
}
