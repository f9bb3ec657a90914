import { useEffect, useLayoutEffect, useRef } from 'react';
import { toastBottomClearance, trackUsedControls } from '../../../lib/floating-clearance';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { TOAST_DURATION_MS } from './toast-store';
import { useToast } from './use-toast';

/** Renders the toasts raised with `toast()`; mounted once, in the app provider. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // Each new toast stands clear of the control just used and of a save bar at the bottom, measured as it opens.
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(trackUsedControls, []);
  const newestId = toasts[0]?.id;
  useLayoutEffect(() => {
    if (newestId !== undefined) viewport.current?.style.setProperty('--toast-clearance', `${toastBottomClearance()}px`);
  }, [newestId]);
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} />
    </ToastProvider>
  );
}
