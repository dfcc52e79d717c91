// Whether a module shows the norm-results table (result screen, PDF, 'Mijn resultaten') and sends
// norm_result to the PDF link (docs/product.md §9). The module's content switches it on (`show_norm_table`);
// this replaced a list of module names in the code, so any module with norms can show them.
import type { Module } from './types';

export const hasNormTable = (module: Pick<Module, 'show_norm_table'>): boolean => module.show_norm_table === true;
