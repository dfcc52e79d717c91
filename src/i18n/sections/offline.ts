// Dutch strings (top-level keys: offline, pwa, queue).
export const offline = {} as const;
