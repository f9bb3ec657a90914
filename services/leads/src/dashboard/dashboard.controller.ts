import { Controller, Get } from '@nestjs/common';
import type { DashboardSummary, Identity } from '@prestigio/contracts';
import { CurrentIdentity, RequireSession } from '@prestigio/nest-common';
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
}
