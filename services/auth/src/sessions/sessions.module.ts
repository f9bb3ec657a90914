import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';
import { SessionsRpc } from './sessions-rpc.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Signed-in browsers: issued at sign-in, resolved for the gateway, ended at logout or deactivation. */
@Module({
  imports: [TypeOrmModule.forFeature([Session, User])],
  providers: [SessionsRepository, SessionsRpc, SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
