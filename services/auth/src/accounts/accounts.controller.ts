import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { readCookie, registerPayloadSchema, SESSION_COOKIE, type PublicUser, type RegisterPayload } from '@prestigio/contracts';
import type { Request, Response } from 'express';
import type { AuthEnv } from '../config/env.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { toPublicUser, type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { clientInfo, isHttps, SERVICE_ENV, ZodValidationPipe } from '@prestigio/nest-common';
import { LoginGuard } from './login.guard.js';

export const SessionMessages = { noSession: 'No has iniciado sesión' } as const;

/** The spec's auth calls (§7): register, login, logout, current user. */
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

  private async startSession(user: User, request: Request, response: Response): Promise<void> {
    const { token } = await this.sessions.rotate(readCookie(request.headers.cookie, SESSION_COOKIE), user.id, clientInfo(request));
    response.cookie(SESSION_COOKIE, token, { ...this.cookieOptions(request), maxAge: this.sessions.absoluteTtlMs });
  }

  /** Secure whenever the browser came over https, and always in production (behind a TLS proxy the gateway may not know). */
  private cookieOptions(request: Request) {
    return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: this.env.NODE_ENV === 'production' || isHttps(request) };
  }
}
