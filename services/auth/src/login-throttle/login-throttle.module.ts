import { Module } from '@nestjs/common';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** Counts login attempts per username and per address, shared by every auth replica through Postgres. */
@Module({
  providers: [LoginThrottleRepository, LoginThrottleService],
  exports: [LoginThrottleService],
})
export class LoginThrottleModule {}
