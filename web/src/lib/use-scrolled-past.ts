import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled strictly further than `thresholdPx` (spec: "100 px or less" is still transparent).
 * Reads the position at most once per frame.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > thresholdPx);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > thresholdPx);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [thresholdPx]);

  return past;
}
