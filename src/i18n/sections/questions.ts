// Dutch strings of the question inputs and slide validation (spec section 5).
export const questions = {} as const;
