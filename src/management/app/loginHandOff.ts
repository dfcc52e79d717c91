// The management site has no login form of its own: it reuses the student app's login (with its
// second factor) and asks it to come back here afterwards (src/shared/returnTarget.ts).
import { RETURN_PARAM } from '../../shared/returnTarget';

interface Here {
  pathname: string;
  search: string;
  hash: string;
}

/** The student app's page for this session state, with this page as the way back. */
export function loginUrl(here: Here, secondFactorPending = false): string {
  const back = `${here.pathname}${here.search}${here.hash}`;
  const page = secondFactorPending ? '/2factor-code' : '/inloggen';
  return `${page}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
