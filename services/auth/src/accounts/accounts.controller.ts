import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  readCookie,
  registerPayloadSchema,
  SESSION_COOKIE,
  updateOwnProfileSchema,
  type Identity,
  type PublicUser,
  type RegisterPayload,
  type UpdateOwnProfileInput,
} from '@prestigio/contracts';
import type { Request, Response } from 'express';
import type { AuthEnv } from '../config/env.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { toPublicUser, type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { clientInfo, CurrentIdentity, isHttps, RequireSession, SERVICE_ENV, ZodValidationPipe } from '@prestigio/nest-common';
import { LoginGuard } from './login.guard.js';

export const SessionMessages = { noSession: 'No has iniciado sesión' } as const;

/** The spec's auth calls (§7): register, login, logout, current user; and the user's own profile ("Mi perfil"). */
@Controller()
export class AccountsController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    @Inject(SERVICE_ENV) private readonly env: AuthEnv,
  ) {}

  @Post('register')
  async register(
    @Body(new ZodValidationPipe(registerPayloadSchema)) payload: RegisterPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PublicUser> {
    const user = await this.users.register(payload);
    await this.startSession(user, request, response);
    return toPublicUser(user);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  async login(@Req() request: Request & { user: User }, @Res({ passthrough: true }) response: Response): Promise<PublicUser> {
    await this.startSession(request.user, request, response);
    return toPublicUser(request.user);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (token) await this.sessions.end(token);
    response.clearCookie(SESSION_COOKIE, this.cookieOptions(request));
  }

  @Get('user')
  async currentUser(@Req() request: Request): Promise<PublicUser> {
    const user = await this.sessions.resolveUser(readCookie(request.headers.cookie, SESSION_COOKIE));
    if (!user) throw new UnauthorizedException(SessionMessages.noSession);
    return toPublicUser(user);
  }

  /**
   * The caller's own name and phone. Like every portal write it goes by the identity the gateway signed (so the session
   * is checked before the body is judged); a pending account may edit too, a deactivated one may not.
   */
  @Patch('user')
  @RequireSession({ allowPending: true })
  async updateOwnProfile(
    @CurrentIdentity() caller: Identity,
    @Body(new ZodValidationPipe(updateOwnProfileSchema)) change: UpdateOwnProfileInput,
  ): Promise<PublicUser> {
    return toPublicUser(await this.users.updateOwnProfile(caller.userId, change));
  }

  private async startSession(user: User, request: Request, response: Response): Promise<void> {
    const { token } = await this.sessions.rotate(readCookie(request.headers.cookie, SESSION_COOKIE), user.id, clientInfo(request));
    response.cookie(SESSION_COOKIE, token, { ...this.cookieOptions(request), maxAge: this.sessions.absoluteTtlMs });
  }

  /** Secure whenever the browser came over https, and always in production (behind a TLS proxy the gateway may not know). */
  private cookieOptions(request: Request) {
    return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: this.env.NODE_ENV === 'production' || isHttps(request) };
  }
}
