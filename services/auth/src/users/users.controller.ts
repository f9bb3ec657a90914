import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { updateUserSchema, type Identity, type PublicUser, type UpdateUserInput } from '@prestigio/contracts';
import { CurrentIdentity, RequireRole, ZodValidationPipe } from '@prestigio/nest-common';
import { toPublicUser } from './user.entity.js';
import { UsersService } from './users.service.js';

/** User administration: admins only, enforced here whatever the UI shows. */
@Controller('users')
@RequireRole('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(): Promise<PublicUser[]> {
    return (await this.users.list()).map(toPublicUser);
  }

  @Patch(':id')
  async update(
    @CurrentIdentity() actor: Identity,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body(new ZodValidationPipe(updateUserSchema)) change: UpdateUserInput,
  ): Promise<PublicUser> {
    return toPublicUser(await this.users.update(actor.userId, id, change));
  }
}
