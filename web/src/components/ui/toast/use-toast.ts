import { useSyncExternalStore } from 'react';
import { dispatch, getToastState, subscribeToToasts, toast } from './toast-store';

/** The current toasts plus `toast()` and `dismiss()`, re-rendering when any toast changes. */
export function useToast() {
  const state = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}
