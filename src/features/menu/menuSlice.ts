// Footer menu items from GET /menu.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem } from '../../shared/api';

const menuSlice = createSlice({
  name: 'menu',
  initialState: { items: [] as MenuItem[] },
  reducers: {
    menuRequested() {},
    menuLoaded(state, action: PayloadAction<MenuItem[]>) {
      state.items = action.payload;
    },
  },
  selectors: {
    selectMenuItems: (state) => state.items,
  },
});

export const { menuRequested, menuLoaded } = menuSlice.actions;
export const { selectMenuItems } = menuSlice.selectors;
export default menuSlice;
