import { describe, expect, it } from '@jest/globals';
import { parseEnvFile } from './env-file.js';

describe('parseEnvFile', () => {
  it('reads KEY=VALUE lines, skipping comments and blank lines', () => {
    const text = [
      '# Prestigio local settings',
      '',
      'PORT=9090',
      'export LOG_LEVEL=debug',
      'ADMIN_PASSWORD="Secreto 2026!"',
      "IDENTITY_SECRET='a#b'",
      'NATS_URL=nats://127.0.0.1:4222   # local broker',
      'EMPTY=',
      'not a line',
    ].join('\n');
    expect(parseEnvFile(text)).toEqual({
      PORT: '9090',
      LOG_LEVEL: 'debug',
      ADMIN_PASSWORD: 'Secreto 2026!',
      IDENTITY_SECRET: 'a#b',
      NATS_URL: 'nats://127.0.0.1:4222',
      EMPTY: '',
    });
  });
});
