import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task after the next frame, never before it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const work = vi.fn();

    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();

    frames.shift()?.(performance.now());
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after its frame', () => {
    vi.useFakeTimers();
    const frames = new Map<number, FrameRequestCallback>();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.set(frames.size + 1, callback).size);
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
    const paint = () => {
      for (const callback of frames.values()) callback(performance.now());
      frames.clear();
    };

    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    paint();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame);
    paint();
    cancel();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });

  it('runs the work in the next task on a hidden page, which paints no frames', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const work = vi.fn();
    try {
      afterNextPaint(work);
      vi.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      visibility.mockRestore();
    }
  });
});
