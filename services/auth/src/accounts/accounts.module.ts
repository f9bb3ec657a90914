import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountsBootstrap } from './accounts-bootstrap.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { LocalStrategy } from './local.strategy.js';

/** The spec's account calls (register, login, logout, current user) and the first accounts created at start. */
@Module({
  imports: [PassportModule, LoginThrottleModule, PasswordsModule, SessionsModule, UsersModule],
  controllers: [AccountsController],
  providers: [AccountsBootstrap, AccountsService, LocalStrategy],
})
export class AccountsModule {}
