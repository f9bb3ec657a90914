import { describe, expect, it, jest } from '@jest/globals';
import { runWithCorrelationId } from './request-context.js';
import { enabledLogLevels, ServiceLogger } from './service-logger.js';

function captureStdout(work: () => void): string {
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    work();
    // eslint-disable-next-line no-control-regex
    return write.mock.calls.map(([chunk]) => String(chunk).replace(/\x1b\[[0-9;]*m/g, '')).join('');
  } finally {
    write.mockRestore();
  }
}

describe('ServiceLogger', () => {
  it('adds the correlation id of the current request to each line', () => {
    const logger = new ServiceLogger('leads', 'log');
    const inside = captureStdout(() => runWithCorrelationId('req-42', () => logger.log('Lead creado', 'LeadsService')));
    expect(inside).toMatch(/\[leads\].*\[LeadsService\] \[req-42\] Lead creado/);
    const outside = captureStdout(() => logger.log('Arranque', 'Bootstrap'));
    expect(outside).not.toContain('req-');
  });

  it('turns LOG_LEVEL into the enabled levels', () => {
    expect(enabledLogLevels('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(enabledLogLevels('verbose')).toEqual(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']);
    const quiet = new ServiceLogger('chat', 'warn');
    expect(captureStdout(() => quiet.log('no se ve'))).toBe('');
  });
});
