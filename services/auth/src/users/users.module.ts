import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountMails } from './account-mails.js';
import { User } from './user.entity.js';
import { UsersRpc } from './users-rpc.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Accounts and their administration (approval, role, deactivation), and who they are for other services. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), PasswordsModule, SessionsModule],
  controllers: [UsersController],
  providers: [AccountMails, UsersRepository, UsersRpc, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
