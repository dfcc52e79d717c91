// Visible notifications, newest last. Auto-closing is a side effect and lives in the saga.
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AppNotification, NotificationContent } from './types';

export interface NotificationsState {
  items: AppNotification[];
}

const initialState: NotificationsState = { items: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.items.push(action.payload);
      },
      prepare(content: NotificationContent) {
        return { payload: { ...content, id: nanoid() } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** All at once: a logout ends what was said to the student who left (e.g. "Opgeslagen op dit apparaat"). */
    notificationsCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notify, dismiss, notificationsCleared } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
export default notificationsSlice;
