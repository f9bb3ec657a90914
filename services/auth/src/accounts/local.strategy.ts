import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { clientInfo } from '@prestigio/nest-common';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity.js';
import { AccountsService } from './accounts.service.js';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly accounts: AccountsService) {
    super({ passReqToCallback: true });
  }

  validate(request: Request, username: string, password: string): Promise<User> {
    return this.accounts.authenticate(username, password, clientInfo(request));
  }
}
