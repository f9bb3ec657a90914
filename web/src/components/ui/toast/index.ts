// toast() and the store only: the outlet (toaster.tsx, Radix Toast) is loaded lazily by the app provider, so
// raising a toast never pulls Radix into a page's chunk.
export { toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToastInput, type ToastVariant } from './toast-store';
export { useToast } from './use-toast';
