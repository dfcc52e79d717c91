// Who sees the imitate page and menu entry (docs/product.md §6): an imitator is someone imitating
// right now or an account with the imitate flag. Only super admins get the user list.
import type { Account } from '../../shared/api';

export const isImitator = (account: Account | null): boolean => !!account && (account.imitating || account.imitate);

export const isSuperAdmin = (account: Account | null): boolean =>
  !!account && account.roles.includes('ROLE_SUPER_ADMIN');
