import { Controller, Get, Query } from '@nestjs/common';
import { teamQuerySchema, type DashboardSummary, type Identity, type TeamQuery, type TeamSummary } from '@prestigio/contracts';
import { CurrentIdentity, RequireRole, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import { DashboardService } from './dashboard.service.js';

@Controller('dashboard')
@RequireSession()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** One round trip for the whole dashboard. */
  @Get('summary')
  summary(@CurrentIdentity() caller: Identity): Promise<DashboardSummary> {
    return this.dashboard.summary(caller);
  }

  /** The administrators' team view: per agent, for a period. */
  @Get('team')
  @RequireRole('admin')
  team(@Query(new ZodValidationPipe(teamQuerySchema)) query: TeamQuery): Promise<TeamSummary> {
    return this.dashboard.team(query);
  }
}
