// Visible notifications, newest last. Auto-closing is a side effect and lives in the saga.
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AppNotification, NotificationContent } from '../../ui/notificationTypes';

export interface NotificationsState {
  items: AppNotification[];
  /** The pointer or the focus is on the notifications: none closes by itself (WCAG 2.2.1). */
  paused: boolean;
}

const initialState: NotificationsState = { items: [], paused: false };

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
      // The last one closed by hand under the pointer: no leave event will come to resume.
      if (state.items.length === 0) state.paused = false;
    },
    notificationsPaused(state, action: PayloadAction<boolean>) {
      state.paused = action.payload;
    },
    /** All at once: a logout ends what was said to the student who left (e.g. "Opgeslagen op dit apparaat"). */
    notificationsCleared(state) {
      state.items = [];
      state.paused = false;
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
    selectNotificationsPaused: (state) => state.paused,
  },
});

export const { notify, dismiss, notificationsCleared, notificationsPaused } = notificationsSlice.actions;
export const { selectNotifications, selectNotificationsPaused } = notificationsSlice.selectors;
export default notificationsSlice;
