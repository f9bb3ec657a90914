import { Module } from '@nestjs/common';
import { LoginThrottleService } from './login-throttle.service.js';

/** Limits sign-in attempts per account and address, per address and per account, shared by every auth replica through Postgres. */
@Module({
  providers: [LoginThrottleService],
  exports: [LoginThrottleService],
})
export class LoginThrottleModule {}
