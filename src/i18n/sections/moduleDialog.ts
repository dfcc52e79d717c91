// Dutch strings of the module overview, module dialog, result stage and finish modal.
export const moduleDialog = {} as const;
