import { describe, expect, it, jest } from '@jest/globals';
import { PassThrough, Readable } from 'node:stream';
import { RequestBodyGate } from './request-body-gate.js';

async function drain(gate: RequestBodyGate, chunks: string[]): Promise<string> {
  const sink = new PassThrough();
  const received: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => received.push(chunk));
  await new Promise<void>((resolve) => {
    sink.on('end', resolve);
    Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(gate).pipe(sink);
  });
  return Buffer.concat(received).toString();
}

describe('request body gate', () => {
  it('passes a body within the limit through untouched', async () => {
    const onLimit = jest.fn();
    expect(await drain(new RequestBodyGate(10, onLimit), ['hola ', 'mundo'])).toBe('hola mundo');
    expect(onLimit).not.toHaveBeenCalled();
  });

  it('trips once, and forwards nothing past the limit', async () => {
    const onLimit = jest.fn();
    expect(await drain(new RequestBodyGate(6, onLimit), ['abc', 'def', 'g', 'hij'])).toBe('abcdef');
    expect(onLimit).toHaveBeenCalledTimes(1);
  });
});
