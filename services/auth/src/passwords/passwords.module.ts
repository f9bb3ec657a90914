import { Module } from '@nestjs/common';
import { SERVICE_ENV } from '@prestigio/nest-common';
import type { AuthEnv } from '../config/env.js';
import { PasswordHasher } from './password-hasher.js';

/** The password hasher at the cost PASSWORD_SCRYPT_LOG_N sets. */
@Module({
  providers: [
    {
      provide: PasswordHasher,
      inject: [SERVICE_ENV],
      useFactory: (env: AuthEnv) => new PasswordHasher({ N: 2 ** env.PASSWORD_SCRYPT_LOG_N, r: 8, p: 1 }),
    },
  ],
  exports: [PasswordHasher],
})
export class PasswordsModule {}
