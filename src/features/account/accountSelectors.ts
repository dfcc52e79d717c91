// Account selectors and the role rules of docs/product.md §6.
import type { Account, Role } from '../../shared/api';
import type { RootState } from '../../app/store';

export const selectAccount = (state: RootState) => state.account.account;
export const selectAccountId = (state: RootState) => state.account.account?.id ?? null;
export const selectIsLoggedIn = (state: RootState) => state.account.account !== null;
export const selectInitialised = (state: RootState) => state.account.initialised;

/** Super admin implies admin. */
export function isAdmin(account: Account | null): boolean {
  return !!account && (account.roles.includes('ROLE_ADMIN') || account.roles.includes('ROLE_SUPER_ADMIN'));
}

export function isManager(account: Account | null): boolean {
  return !!account && (account.managingSchools.length > 0 || account.managingLocations.length > 0);
}

/** Admins and managers get the Service menu and the management-site link. */
export function isStaff(account: Account | null): boolean {
  return isAdmin(account) || isManager(account);
}

/** A route's role check: no roles means open; an admin always passes; otherwise one role must match. */
export function hasRouteAccess(account: Account | null, roles: readonly Role[] | undefined): boolean {
  if (!roles || roles.length === 0) return true;
  if (!account) return false;
  return isAdmin(account) || roles.some((role) => account.roles.includes(role));
}

/** Given name when known, otherwise the username. */
export function displayName(account: Account): string {
  return account.givenName?.trim() || account.username;
}

export function fullName(account: Account): string {
  const parts = [account.givenName, account.namePreposition, account.familyName].filter((part) => part?.trim());
  return parts.length > 0 ? parts.join(' ') : account.username;
}
