// A module counts as done once it is finished or skipped (docs/product.md §4). The account slice adds
// the id to finishedModules / skippedModules so the overview shows 'Voltooid' and 'Opnieuw maken';
// the finish, skip and queue sagas dispatch them (here, so the account feature imports no other).
import { createAction } from '@reduxjs/toolkit';

export const moduleFinished = createAction<number>('account/moduleFinished');
export const moduleSkipped = createAction<number>('account/moduleSkipped');
