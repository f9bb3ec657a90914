import { Transform, type TransformCallback } from 'node:stream';

/**
 * Sits between the client's request and the upstream request. Nothing flows through it until the proxy opens the
 * gate, which it does only once the TCP connection to the replica is up: a replica that refuses the connection has
 * then read none of the body, so the same request can safely be sent to the next replica. It also counts the bytes
 * of bodies whose length was not announced (chunked) and trips once they pass the limit.
 */
export class RequestBodyGate extends Transform {
  private received = 0;
  private tripped = false;

  constructor(
    private readonly limitBytes: number,
    private readonly onLimitExceeded: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.tripped) {
      callback();
      return;
    }
    this.received += chunk.length;
    if (this.received > this.limitBytes) {
      this.tripped = true;
      this.onLimitExceeded();
      callback();
      return;
    }
    callback(null, chunk);
  }
}
