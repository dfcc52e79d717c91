// The users the imitate page's autocomplete offers (super admins only: GET /api/user).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { UserListItem } from '../../shared/api';
import { loggedOut } from '../account/accountSlice';

export interface ImitateState {
  users: UserListItem[];
}

const initialState: ImitateState = { users: [] };

export const imitateUsersRequested = createAction('imitate/usersRequested');

const imitateSlice = createSlice({
  name: 'imitate',
  initialState,
  reducers: {
    imitateUsersLoaded(state, action: PayloadAction<UserListItem[]>) {
      state.users = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectImitateUsers: (state) => state.users,
  },
});

export const { imitateUsersLoaded } = imitateSlice.actions;
export const { selectImitateUsers } = imitateSlice.selectors;
export default imitateSlice;
