// Toasts live in the store so any remote can raise one; the shell renders the viewport.
import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { TOAST } from '@fff/domain/shared';

/** Visual variant of a toast. */
export type ToastVariant = 'default' | 'success' | 'destructive';

/** What a caller passes to toast(). `action.dispatch` is a plain action sent when its button is pressed. */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
  action?: { label: string; dispatch: UnknownAction };
}

/** A toast as stored: serialisable, defaults applied. */
export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'durationMs'>> {
  id: string;
  description?: string;
  action?: ToastOptions['action'];
}

interface ToastState {
  items: ToastItem[];
}

const initialState: ToastState = { items: [] };

/** Toast slice: `toast/shown` and `toast/dismissed`. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    shown: {
      reducer(state, action: PayloadAction<ToastItem>) {
        // The newest toast replaces older ones beyond the limit.
        state.items = [action.payload, ...state.items].slice(0, TOAST.limit);
      },
      prepare(options: ToastOptions) {
        const { variant = 'default', durationMs = TOAST.durationMs, ...rest } = options;
        return { payload: { id: nanoid(), variant, durationMs, ...rest } };
      },
    },
    dismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

/** Action creator: `dispatch(toast({ title, description, variant, durationMs }))`. */
export const toast = toastSlice.actions.shown;
/** Action creator: removes the toast with this id. */
export const toastDismissed = toastSlice.actions.dismissed;
/** Visible toasts, newest first. */
export const { selectToasts } = toastSlice.selectors;
