// The last few API calls that failed, each with the id the server gave it (X-Request-Id), so a
// bug report can be matched to the server's log lines. Paths only: no query strings, and segments
// that may be tokens (long, with digits) are cut, as the server's log does.
export interface FailedRequest {
  method: string;
  path: string;
  /** HTTP status, or null when no answer came (offline, timeout). */
  status: number | null;
  requestId: string | null;
  at: number;
}

const MAX = 5;
let recent: FailedRequest[] = [];

export function safePath(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path
    .split('/')
    .map((segment) =>
      segment.length >= 12 && /\d/.test(segment)
        ? '…'
        : segment.includes('@') || segment.includes('%40')
          ? '…'
          : segment,
    )
    .join('/');
}

export function recordFailedRequest(failure: FailedRequest): void {
  recent = [...recent, failure].slice(-MAX);
}

export const recentFailedRequests = (): FailedRequest[] => recent;

/** Logout: nothing of one student's session stays for the next. */
export function clearFailedRequests(): void {
  recent = [];
}
