// The session check every management page starts with: the same session cookie as the student app
// (GET /api/account). No session sends the visitor to the student app's login, which brings them
// back here; a student gets the no-access page; a network failure offers a retry.
import { useCallback, useEffect, useState } from 'react';
import { fetchAccount } from '../../common/api/account';
import type { Account } from '../../shared/api';
import { describeError } from '../api/errors';
import { errorBody, errorStatus } from '../../common/api/failure';
import { staffRole } from './access';
import type { StaffRole } from './access';
import { loginUrl } from './loginHandOff';
import { navigateAway } from './navigateAway';

export type Session =
  | { status: 'loading' }
  | { status: 'ready'; account: Account; role: StaffRole }
  | { status: 'noAccess'; account: Account }
  | { status: 'leaving' }
  | { status: 'failed'; message: string };

export function useSession(): { session: Session; retry: () => void } {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchAccount().then(
      (account) => {
        if (!current) return;
        const role = staffRole(account);
        setSession(role ? { status: 'ready', account, role } : { status: 'noAccess', account });
      },
      (err: unknown) => {
        if (!current) return;
        if (errorStatus(err) === 401) {
          setSession({ status: 'leaving' });
          navigateAway(loginUrl(window.location, errorBody(err)['2fa_complete'] === false));
        } else {
          setSession({ status: 'failed', message: describeError(err) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setSession({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { session, retry };
}
