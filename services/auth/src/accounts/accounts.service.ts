import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { LoginThrottleService } from '../login-throttle/login-throttle.service.js';
import type { ClientInfo } from '@prestigio/nest-common';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

export const LoginMessages = {
  invalidCredentials: 'Usuario o contraseña incorrectos',
  deactivated: 'Tu cuenta está desactivada. Contacta a un administrador.',
} as const;

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleService,
  ) {}

  /**
   * Verifies a username and password. Unknown usernames cost the same time and count against the throttle like
   * known ones, so neither the answer nor its timing tells whether an account exists.
   */
  async authenticate(username: string, password: string, client: ClientInfo): Promise<User> {
    await this.throttle.beforeAttempt(username, client.ipAddress);
    const user = await this.users.findForLogin(username);
    const valid = user ? await this.hasher.verify(password, user.passwordHash) : await this.hasher.verifyAgainstDummy(password);
    // A failure needs no recording: beforeAttempt already counted it.
    if (!user || !valid) throw new UnauthorizedException(LoginMessages.invalidCredentials);
    if (user.status === 'deactivated') throw new ForbiddenException(LoginMessages.deactivated);
    await this.throttle.recordSuccess(username, client.ipAddress);
    if (this.hasher.needsRehash(user.passwordHash)) await this.users.rehashPassword(user.id, password);
    return user;
  }
}
