// Shell state: the mobile menu, the active route name, and navigation requested by sagas (which
// have no router of their own; NavigationBridge performs it inside whichever router renders).
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RouteName } from '../../lib/paths';

export interface ShellState {
  mobileMenuOpen: boolean;
  activeRoute: RouteName | null;
  navigation: { id: string; path: string } | null;
}

const initialState: ShellState = { mobileMenuOpen: false, activeRoute: null, navigation: null };

const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
    /** After each navigation the mobile menu closes and the route name is kept (docs/product.md §2). */
    routeChanged(state, action: PayloadAction<RouteName>) {
      state.activeRoute = action.payload;
      state.mobileMenuOpen = false;
    },
    navigationRequested: {
      reducer(state, action: PayloadAction<{ id: string; path: string }>) {
        state.navigation = action.payload;
      },
      prepare(path: string) {
        return { payload: { id: nanoid(), path } };
      },
    },
    navigationHandled(state, action: PayloadAction<string>) {
      if (state.navigation?.id === action.payload) state.navigation = null;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectActiveRoute: (state) => state.activeRoute,
    selectNavigation: (state) => state.navigation,
  },
});

export const { mobileMenuToggled, mobileMenuClosed, routeChanged, navigationRequested, navigationHandled } =
  shellSlice.actions;
export const { selectMobileMenuOpen, selectActiveRoute, selectNavigation } = shellSlice.selectors;
export default shellSlice;
