import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import {
  activityInputSchema,
  activityListQuerySchema,
  activityStatusChangeSchema,
  type Activity,
  type ActivityInput,
  type ActivityListQuery,
  type ActivityPage,
  type ActivityStatusChange,
  type Identity,
} from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import { ActivitiesService } from './activities.service.js';

/** The portal's activities (session required; visibility in ActivitiesService). */
@Controller('activities')
@RequireSession()
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  list(@CurrentIdentity() caller: Identity, @Query(new ZodValidationPipe(activityListQuerySchema)) query: ActivityListQuery): Promise<ActivityPage> {
    return this.activities.list(caller, query);
  }

  @Post()
  create(@CurrentIdentity() caller: Identity, @Body(new ZodValidationPipe(activityInputSchema)) input: ActivityInput): Promise<Activity> {
    return this.activities.create(caller, input);
  }

  @Patch(':id/status')
  changeStatus(
    @CurrentIdentity() caller: Identity,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body(new ZodValidationPipe(activityStatusChangeSchema)) change: ActivityStatusChange,
  ): Promise<Activity> {
    return this.activities.changeStatus(caller, id, change.status);
  }
}
