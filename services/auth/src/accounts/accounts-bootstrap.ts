import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_AGENTS } from '@prestigio/contracts';
import { SERVICE_ENV } from '@prestigio/nest-common';
import type { AuthEnv } from '../config/env.js';
import { UsersService } from '../users/users.service.js';

/**
 * The first admin comes from ADMIN_USERNAME/ADMIN_PASSWORD (created once; never overwritten, so a password changed
 * later is kept). With SEED_DEMO_DATA the demo agents are created too. Both are idempotent.
 */
@Injectable()
export class AccountsBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountsBootstrap.name);

  constructor(
    private readonly users: UsersService,
    @Inject(SERVICE_ENV) private readonly env: AuthEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_USERNAME, ADMIN_PASSWORD } = this.env;
    if (ADMIN_USERNAME && ADMIN_PASSWORD) {
      await this.ensure({
        fullName: this.env.ADMIN_FULL_NAME,
        email: this.env.ADMIN_EMAIL,
        username: ADMIN_USERNAME,
        password: ADMIN_PASSWORD,
        role: 'admin',
        status: 'active',
      });
    }
    if (this.env.SEED_DEMO_DATA) {
      for (const agent of DEMO_AGENTS) {
        await this.ensure({ ...agent, password: this.env.DEMO_AGENT_PASSWORD, role: 'agent', status: 'active' });
      }
    }
  }

  private async ensure(account: Parameters<UsersService['create']>[0]): Promise<void> {
    if (await this.users.findByUsername(account.username)) return;
    try {
      await this.users.create(account);
      this.logger.log(`Created ${account.role} account "${account.username}"`);
    } catch (error) {
      // Another replica starting at the same moment may have created it first.
      if (!(await this.users.findByUsername(account.username))) throw error;
    }
  }
}
