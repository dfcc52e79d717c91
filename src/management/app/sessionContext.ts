// The logged-in staff member, for every page below the session gate.
import { createContext, useContext } from 'react';
import type { Account } from '../../shared/api';
import type { Section, StaffRole } from './access';

export interface StaffSession {
  account: Account;
  role: StaffRole;
  /** The sections this role may open that have a page, in menu order (set once by the session gate). */
  sections: readonly Section[];
}

export const SessionContext = createContext<StaffSession | null>(null);

export function useStaff(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaff outside the session gate');
  return session;
}
