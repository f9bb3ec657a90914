import { useCallback, useSyncExternalStore } from 'react';

const SOUND_KEY = 'prestigio.conversaciones.sonido';
const MUTED = 'silenciado';
const changeListeners = new Set<() => void>();

function readMuted(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === MUTED;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  changeListeners.add(listener);
  // Another tab of the portal changed it.
  window.addEventListener('storage', listener);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether the waiting visitor's chime is muted: kept in this browser, shared by its tabs. */
export function isSoundMuted(): boolean {
  return readMuted();
}

export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, readMuted, () => false);
  const setMuted = useCallback((next: boolean) => {
    try {
      if (next) localStorage.setItem(SOUND_KEY, MUTED);
      else localStorage.removeItem(SOUND_KEY);
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
    changeListeners.forEach((listener) => listener());
  }, []);
  return [muted, setMuted];
}

export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

function readPermission(): BrowserNotificationPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The browser notification's permission, and the request to make from a click (browsers ignore it otherwise). */
export function useNotificationPermission(): [BrowserNotificationPermission, () => Promise<void>] {
  const permission = useSyncExternalStore(subscribe, readPermission, () => 'unsupported' as const);
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    await Notification.requestPermission();
    changeListeners.forEach((listener) => listener());
  }, []);
  return [permission, request];
}
