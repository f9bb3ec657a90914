import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { ChatWsAdapter } from './frame-adapter.js';

describe('ChatWsAdapter', () => {
  it('logs a client socket error (an oversized frame) at debug, and the server\'s own errors at error', () => {
    const adapter = new ChatWsAdapter();
    const logger = (adapter as unknown as { logger: Logger }).logger;
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const debug = jest.spyOn(logger, 'debug').mockImplementation(() => undefined);
    const server = new EventEmitter();
    const socket = new EventEmitter();
    adapter.bindErrorHandler(server);
    server.emit('connection', socket);
    socket.emit('error', new RangeError('Max payload size exceeded'));
    expect(error).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('client socket error: Max payload size exceeded');
    server.emit('error', new Error('listen EADDRINUSE'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
