import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  dispatch,
  getToastState,
  toast,
  toastReducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastData,
  type ToastState,
} from './toast-store';

function toastWith(id: string, overrides: Partial<ToastData> = {}): ToastData {
  return { id, title: `Aviso ${id}`, open: true, ...overrides };
}

describe('toastReducer', () => {
  it('keeps at most one toast: the newest replaces the previous', () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastWith('1') });
    const second = toastReducer(first, { type: 'ADD_TOAST', toast: toastWith('2') });

    expect(first.toasts.map((t) => t.id)).toEqual(['1']);
    expect(second.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates only the toast with the given id', () => {
    const state: ToastState = { toasts: [toastWith('1')] };

    const next = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', description: 'Listo' } });
    const untouched = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '9', description: 'Otro' } });

    expect(next.toasts[0]).toEqual({ ...toastWith('1'), description: 'Listo' });
    expect(untouched).toEqual(state);
  });

  it('dismisses by closing the toast, keeping it in state', () => {
    const state: ToastState = { toasts: [toastWith('1'), toastWith('2')] };

    const one = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    const all = toastReducer(state, { type: 'DISMISS_TOAST' });

    expect(one.toasts.map((t) => [t.id, t.open])).toEqual([
      ['1', false],
      ['2', true],
    ]);
    expect(all.toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it('removes one toast by id, or all of them', () => {
    const state: ToastState = { toasts: [toastWith('1'), toastWith('2')] };

    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual(['2']);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const state: ToastState = { toasts: [toastWith('1')] };
    const snapshot = structuredClone(state);

    toastReducer(state, { type: 'ADD_TOAST', toast: toastWith('2') });
    toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    toastReducer(state, { type: 'REMOVE_TOAST' });

    expect(state).toEqual(snapshot);
  });
});

describe('toast()', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    dispatch({ type: 'REMOVE_TOAST' });
  });
  afterEach(() => {
    dispatch({ type: 'REMOVE_TOAST' });
    jest.useRealTimers();
  });

  it('shows an open toast that a later toast replaces', () => {
    const first = toast({ title: 'Inicio de sesión exitoso', description: 'Has iniciado sesión correctamente.' });
    const second = toast({ title: 'Error', variant: 'destructive' });

    expect(first.id).not.toBe(second.id);
    expect(getToastState().toasts).toEqual([{ id: second.id, title: 'Error', variant: 'destructive', open: true }]);
  });

  it('removes a dismissed toast from state only after TOAST_REMOVE_DELAY', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const shown = toast({ title: 'Sesión cerrada' });

    shown.dismiss();
    expect(getToastState().toasts).toEqual([{ id: shown.id, title: 'Sesión cerrada', open: false }]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(getToastState().toasts).toEqual([]);
  });

  it('updates its own toast through the returned handle', () => {
    const shown = toast({ title: 'Guardando' });

    shown.update({ title: 'Guardado' });

    expect(getToastState().toasts[0]).toMatchObject({ id: shown.id, title: 'Guardado', open: true });
  });
});
