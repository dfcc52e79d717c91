// The open module dialog: which module, which stage, which slide, the unsaved edit of the current
// slide and the rule engine's latest processed state. The attempt itself (answers, meta) lives in the
// attempts slice; this slice holds only what belongs to the open screen.
import { createSlice, prepareAutoBatched } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ValidationKey } from '../../rules/slideValidation';
import type { Answer, ProcessedState, AttemptMeta } from '../../rules/types';
import { loggedOut } from '../account/accountSlice';

export type DialogStage = 'start' | 'slides' | 'result';
export type MetaField = 'age' | 'gender';

export interface ModuleDialogState {
  moduleId: number | null;
  stage: DialogStage;
  /** Index into the slide list (buildSlideList), 0-based. */
  slideIndex: number;
  /** Every validation message the current slide shows; null when none. */
  error: ValidationKey[] | null;
  processed: ProcessedState | null;
  /** Edit of the current slide not saved yet; null means "show the saved answer". */
  draft: Answer | null;
  draftMeta: Partial<AttemptMeta>;
  /**
   * What the post-slide asks, fixed when the post-slide is first reached: computed later it would
   * drop the very fields the student fills in on it.
   */
  postSlideAsks: MetaField[] | null;
  contactOpen: boolean;
  /** Whether the contact modal was opened at all (sent as contact_data on finish). */
  contactOpened: boolean;
}

const initialState: ModuleDialogState = {
  moduleId: null,
  stage: 'start',
  slideIndex: 0,
  error: null,
  processed: null,
  draft: null,
  draftMeta: {},
  postSlideAsks: null,
  contactOpen: false,
  contactOpened: false,
};

const moduleDialogSlice = createSlice({
  name: 'moduleDialog',
  initialState,
  reducers: {
    dialogOpened(_state, action: PayloadAction<{ moduleId: number; processed: ProcessedState | null }>) {
      return { ...initialState, moduleId: action.payload.moduleId, processed: action.payload.processed };
    },
    stageChanged(state, action: PayloadAction<DialogStage>) {
      state.stage = action.payload;
      state.error = null;
    },
    slideChanged(state, action: PayloadAction<number>) {
      state.stage = 'slides';
      state.slideIndex = action.payload;
      state.error = null;
      state.draft = null;
      state.draftMeta = {};
    },
    slideErrorShown(state, action: PayloadAction<ValidationKey[]>) {
      state.error = action.payload;
    },
    slideErrorsCleared(state) {
      state.error = null;
    },
    /** Auto-batched (store.ts): it comes with the attempt's changes of the same save. */
    processedUpdated: {
      reducer(state, action: PayloadAction<ProcessedState>) {
        state.processed = action.payload;
      },
      prepare: prepareAutoBatched<ProcessedState>(),
    },
    draftChanged(state, action: PayloadAction<Answer>) {
      state.draft = action.payload;
      state.error = null;
    },
    draftMetaChanged(state, action: PayloadAction<Partial<AttemptMeta>>) {
      state.draftMeta = { ...state.draftMeta, ...action.payload };
      state.error = null;
    },
    postSlideAsksFixed(state, action: PayloadAction<MetaField[]>) {
      state.postSlideAsks = action.payload;
    },
    contactModalOpened(state) {
      state.contactOpen = true;
      state.contactOpened = true;
    },
    contactModalClosed(state) {
      state.contactOpen = false;
    },
    dialogClosed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  dialogOpened,
  stageChanged,
  slideChanged,
  slideErrorShown,
  slideErrorsCleared,
  processedUpdated,
  draftChanged,
  draftMetaChanged,
  postSlideAsksFixed,
  contactModalOpened,
  contactModalClosed,
  dialogClosed,
} = moduleDialogSlice.actions;
export default moduleDialogSlice;
