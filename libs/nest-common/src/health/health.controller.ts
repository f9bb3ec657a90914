import { Controller, Get, Res } from '@nestjs/common';
import type { ServiceHealth } from '@prestigio/contracts';
import type { Response } from 'express';
import { HealthService } from './health.service.js';

/** `GET /health`, outside the `/api` prefix: 200 when the database and NATS answer, 503 otherwise. */
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<ServiceHealth> {
    const health = await this.health.check();
    response.status(health.status === 'ok' ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return health;
  }
}
