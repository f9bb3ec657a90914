import type { IncomingMessage } from 'node:http';

export type BodyReadFailure = 'too-large' | 'too-slow' | 'aborted';

export class BodyReadError extends Error {
  constructor(readonly reason: BodyReadFailure) {
    super(`request body ${reason}`);
  }
}

/** Whether the request announces a body (a length above 0, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Reads a whole request body into memory, refusing it once it passes `limitBytes` or when it has not all arrived
 * within `deadlineMs` of the call. Used before a replica is chosen, so a slow sender never holds a replica's socket.
 */
export function readWholeBody(req: IncomingMessage, limitBytes: number, deadlineMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error: BodyReadError | null) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAborted);
      req.off('close', onClose);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, received));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) finish(new BodyReadError('too-large'));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onAborted = () => finish(new BodyReadError('aborted'));
    const onClose = () => {
      if (!req.complete) onAborted();
    };
    const timer = setTimeout(() => finish(new BodyReadError('too-slow')), deadlineMs);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onAborted);
    req.once('close', onClose);
  });
}
