// Dutch strings (top-level keys: pdf, oorcheck, bugReport, debug).
export const extras = {} as const;
