import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_AGENTS } from '@prestigio/contracts';
import { SERVICE_ENV } from '@prestigio/nest-common';
import { DataSource } from 'typeorm';
import type { PropertiesEnv } from '../config/env.js';
import { demoProperties } from './demo-properties.data.js';
import { insertSeedProperties } from './seed-properties.repository.js';

/** With SEED_DEMO_DATA, the hand-written catalogue is loaded at start, shared among the demo agents. Idempotent. */
@Injectable()
export class DemoPropertiesSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoPropertiesSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_ENV) private readonly env: PropertiesEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.SEED_DEMO_DATA) return;
    const added = await this.dataSource.transaction((manager) =>
      insertSeedProperties(manager, demoProperties, (_listing, index) => DEMO_AGENTS[index % DEMO_AGENTS.length]!, { withPhotos: true }),
    );
    if (added > 0) this.logger.log(`Seeded ${added} listings of the demo catalogue`);
  }
}
