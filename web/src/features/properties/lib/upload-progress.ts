/** The bytes of one upload run: every photo sent in it, and those whose upload has already finished. */
export interface UploadBatch {
  totalBytes: number;
  finishedBytes: number;
}

/**
 * The run's progress as a whole percentage: finished photos plus what is in flight, out of everything in the run.
 * 0 before anything is sent, never above 100.
 */
export function uploadProgressPercent(batch: UploadBatch | null, inFlightBytes: number): number {
  if (!batch || batch.totalBytes <= 0) return 0;
  const percent = ((batch.finishedBytes + inFlightBytes) / batch.totalBytes) * 100;
  return Math.min(100, Math.max(0, Math.floor(percent)));
}
