// Only these modules show the norm-results table and send norm_result to the PDF (spec section 9).
export const NORM_RESULT_MODULES: readonly string[] = ['fitheid', 'fitheid_v2'];

export const hasNormTable = (moduleName: string): boolean => NORM_RESULT_MODULES.includes(moduleName);
