// A school's own system calls the import with its external-apps token (Authorization: Bearer …).
// The token itself is looked up in one place, services/apiToken.ts (apiTokenOf).

/** The token text from the header, or null when the request does not use one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{20,200})$/.exec(header ?? '');
  return match ? match[1] : null;
}
