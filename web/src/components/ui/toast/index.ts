export { Toaster } from './toaster';
export { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
export { toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToastInput, type ToastVariant } from './toast-store';
export { useToast } from './use-toast';
