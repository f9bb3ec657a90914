import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import {
  activityCalendarQuerySchema,
  activityInputSchema,
  activityListQuerySchema,
  activityStatusChangeSchema,
  activityUpdateSchema,
  type Activity,
  type ActivityCalendar,
  type ActivityCalendarQuery,
  type ActivityInput,
  type ActivityUpdate,
  type ActivityListQuery,
  type ActivityPage,
  type ActivityStatusChange,
  type Identity,
} from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import { ActivitiesService } from './activities.service.js';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** The portal's activities (session required; visibility in ActivitiesService). */
@Controller('activities')
@RequireSession()
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  list(@CurrentIdentity() caller: Identity, @Query(new ZodValidationPipe(activityListQuerySchema)) query: ActivityListQuery): Promise<ActivityPage> {
    return this.activities.list(caller, query);
  }

  @Get('calendar')
  calendar(@CurrentIdentity() caller: Identity, @Query(new ZodValidationPipe(activityCalendarQuerySchema)) query: ActivityCalendarQuery): Promise<ActivityCalendar> {
    return this.activities.calendar(caller, query);
  }

  @Get(':id')
  async one(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<Activity> {
    return this.activities.findOne(caller, id);
  }

  @Post()
  create(@CurrentIdentity() caller: Identity, @Body(new ZodValidationPipe(activityInputSchema)) input: ActivityInput): Promise<Activity> {
    return this.activities.create(caller, input);
  }

  @Patch(':id')
  update(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string, @Body(new ZodValidationPipe(activityUpdateSchema)) update: ActivityUpdate): Promise<Activity> {
    return this.activities.update(caller, id, update);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<void> {
    return this.activities.remove(caller, id);
  }

  @Patch(':id/status')
  changeStatus(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(activityStatusChangeSchema)) change: ActivityStatusChange,
  ): Promise<Activity> {
    return this.activities.changeStatus(caller, id, change.status);
  }

  /** "Reabrir": back to the open status the activity had before it was completed or cancelled. */
  @Post(':id/reopen')
  @HttpCode(200)
  reopen(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<Activity> {
    return this.activities.reopen(caller, id);
  }
}
