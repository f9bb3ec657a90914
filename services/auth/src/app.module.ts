import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SERVICE_ENV, ServiceCoreModule } from '@prestigio/nest-common';
import { AccountsBootstrap } from './accounts/accounts-bootstrap.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountsService } from './accounts/accounts.service.js';
import { LocalStrategy } from './accounts/local.strategy.js';
import type { AuthEnv } from './config/env.js';
import { databaseOptions } from './database/database.options.js';
import { LoginThrottleService } from './login-throttle/login-throttle.service.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { Session } from './sessions/session.entity.js';
import { AuthRpc } from './sessions/auth-rpc.js';
import { SessionsService } from './sessions/sessions.service.js';
import { User } from './users/user.entity.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

@Module({
  imports: [ServiceCoreModule.forService(databaseOptions), TypeOrmModule.forFeature([User, Session]), PassportModule],
  controllers: [AccountsController, UsersController],
  providers: [
    {
      provide: PasswordHasher,
      inject: [SERVICE_ENV],
      useFactory: (env: AuthEnv) => new PasswordHasher({ N: 2 ** env.PASSWORD_SCRYPT_LOG_N, r: 8, p: 1 }),
    },
    AccountsService,
    AccountsBootstrap,
    LocalStrategy,
    LoginThrottleService,
    AuthRpc,
    SessionsService,
    UsersService,
  ],
})
export class AppModule {}
