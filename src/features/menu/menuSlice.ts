// Footer menu items from GET /menu.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem } from '../../shared/api';

const menuSlice = createSlice({
  name: 'menu',
  // settled: the start's request has answered or failed (the footer waits for it: shell/Footer.tsx).
  initialState: { items: [] as MenuItem[], settled: false },
  reducers: {
    menuRequested() {},
    menuLoaded(state, action: PayloadAction<MenuItem[]>) {
      state.items = action.payload;
      state.settled = true;
    },
  },
  selectors: {
    selectMenuItems: (state) => state.items,
    selectMenuSettled: (state) => state.settled,
  },
});

export const { menuRequested, menuLoaded } = menuSlice.actions;
export const { selectMenuItems, selectMenuSettled } = menuSlice.selectors;
export default menuSlice;
