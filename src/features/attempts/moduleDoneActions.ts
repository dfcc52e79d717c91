// A module counts as done once it is finished or skipped (docs/product.md §4). The account slice adds
// the id to finishedModules / skippedModules so the overview shows 'Voltooid' and 'Opnieuw maken'.
import { createAction } from '@reduxjs/toolkit';

export const moduleFinished = createAction<number>('attempts/moduleFinished');
export const moduleSkipped = createAction<number>('attempts/moduleSkipped');
