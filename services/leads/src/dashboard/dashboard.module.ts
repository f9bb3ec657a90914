import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

/** GET /api/dashboard/summary: every figure of the portal's dashboard in one answer. */
@Module({ controllers: [DashboardController], providers: [DashboardRepository, DashboardService] })
export class DashboardModule {}
