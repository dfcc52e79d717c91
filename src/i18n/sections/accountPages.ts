// Dutch strings (top-level keys: auth, profile, password, twoFactor, imitate).
export const accountPages = {} as const;
