// Imitation (docs/product.md §4): start with a username, stop without one.
import { createAction } from '@reduxjs/toolkit';

export const imitationRequested = createAction<string>('imitate/imitationRequested');
export const imitationStopRequested = createAction('imitate/imitationStopRequested');
