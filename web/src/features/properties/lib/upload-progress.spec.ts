import { describe, expect, it } from '@jest/globals';
import { uploadProgressPercent } from './upload-progress';

describe('uploadProgressPercent', () => {
  it('adds finished photos to the one in flight', () => {
    expect(uploadProgressPercent({ totalBytes: 1000, finishedBytes: 0 }, 0)).toBe(0);
    expect(uploadProgressPercent({ totalBytes: 1000, finishedBytes: 250 }, 125)).toBe(37);
    expect(uploadProgressPercent({ totalBytes: 1000, finishedBytes: 1000 }, 0)).toBe(100);
  });

  it('stays within 0–100 and is 0 with nothing to send', () => {
    expect(uploadProgressPercent(null, 500)).toBe(0);
    expect(uploadProgressPercent({ totalBytes: 0, finishedBytes: 0 }, 0)).toBe(0);
    expect(uploadProgressPercent({ totalBytes: 1000, finishedBytes: 900 }, 300)).toBe(100);
  });
});
