import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginSchema } from '@prestigio/contracts';
import { ZodValidationPipe } from '@prestigio/nest-common';
import type { Request } from 'express';

const validateLogin = new ZodValidationPipe(loginSchema);

/**
 * passport-local answers a bare 401 for missing fields; the spec wants the login form's own messages, so the body is
 * validated with the contract schema first (400 with field messages) and only then handed to passport.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = validateLogin.transform(request.body);
    return super.canActivate(context) as Promise<boolean>;
  }
}
