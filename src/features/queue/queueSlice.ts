// The offline action queue (SKIP_MODULE, START_MODULE, FINISH_TEST) of one user. Items carry a client-made id and
// leave `items` only after a 2xx answer for them; a 4xx moves them to `setAside`, where the student
// sees them until they dismiss them. The copy on the device (queueStorage) is the source of truth:
// this slice is filled from it on login/start and written back after every change.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { FinishPayload, QueueItem } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';
import { uuidV4 } from '../../lib/uuid';

export type NewQueueItem =
  | { type: 'SKIP_MODULE'; data: { module: number } }
  | { type: 'START_MODULE'; data: { module: number } }
  | { type: 'FINISH_TEST'; data: FinishPayload };

/**
 * A change the student made (a skip, a finish), as opposed to a START_MODULE, which only tells the
 * statistics that a module was opened: the student is not shown, warned about or told of those.
 */
export const isStudentChange = (item: { type: QueueItem['type'] }): boolean => item.type !== 'START_MODULE';

export interface SetAsideItem {
  item: QueueItem;
  status: number;
  error: string | null;
}

export interface QueueState {
  /** Owner of the items; null until the account is known. */
  userId: number | null;
  items: QueueItem[];
  setAside: SetAsideItem[];
}

export const initialQueueState: QueueState = { userId: null, items: [], setAside: [] };

/** Start sending queued items now (on start, when back online, after a login). */
export const queueFlushRequested = createAction('queue/flushRequested');

const queueSlice = createSlice({
  name: 'queue',
  initialState: initialQueueState,
  reducers: {
    actionQueued: {
      reducer(state, action: PayloadAction<QueueItem>) {
        state.items.push(action.payload);
      },
      prepare: (item: NewQueueItem) => ({ payload: { ...item, id: uuidV4() } as QueueItem }),
    },
    itemDelivered(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    itemSetAside(state, action: PayloadAction<{ id: string; status: number; error: string | null }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      if (!item) return;
      state.items = state.items.filter((i) => i.id !== item.id);
      state.setAside.push({ item, status: action.payload.status, error: action.payload.error });
    },
    setAsideDismissed(state, action: PayloadAction<string>) {
      state.setAside = state.setAside.filter((entry) => entry.item.id !== action.payload);
    },
    /** The user's queue as read from the device; replaces whatever was held. */
    queueRestored(_state, action: PayloadAction<QueueState>) {
      return action.payload;
    },
    /** A logout the student confirmed: their queued changes are dropped, also on the device. */
    queueDiscarded(_state, _action: PayloadAction<number>) {
      return initialQueueState;
    },
  },
  // Any other logout (a 401) only empties the memory copy: the device copy waits for the next login
  // of the same user.
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialQueueState);
  },
  selectors: {
    selectQueue: (state) => state,
    selectQueueOwner: (state) => state.userId,
    selectQueuedItems: (state) => state.items,
    /** The student's changes waiting (skips and finishes; starts are not counted, see isStudentChange). */
    selectQueuedCount: (state) => state.items.filter(isStudentChange).length,
    selectSetAside: (state) => state.setAside,
  },
});

export const { actionQueued, itemDelivered, itemSetAside, setAsideDismissed, queueRestored, queueDiscarded } =
  queueSlice.actions;
export const { selectQueue, selectQueueOwner, selectQueuedItems, selectQueuedCount, selectSetAside } =
  queueSlice.selectors;
export default queueSlice;
