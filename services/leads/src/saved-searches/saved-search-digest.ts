import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { addDaysToDate, agencyDateTimeToUtc, agencyParts } from '@prestigio/contracts';
import { SavedSearchAlerts } from './saved-search-alerts.service.js';

/** The digest goes out at 8:00 in Mexico City: alerts matched before then, once a day. */
export const DIGEST_HOUR = 8;
const POLL_MS = 60_000;

/** The latest 8:00 in Mexico City at or before `now`. */
export function latestDigestMoment(now: Date): Date {
  const { date, hour } = agencyParts(now);
  return agencyDateTimeToUtc(hour >= DIGEST_HOUR ? date : addDaysToDate(date, -1), DIGEST_HOUR);
}

/**
 * The daily digest's clock: every minute, each replica queues what the latest 8:00 leaves to send. Cheap when there
 * is nothing (one index probe); several replicas take turns through the alerts' advisory lock.
 */
@Injectable()
export class SavedSearchDigest implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SavedSearchDigest.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly alerts: SavedSearchAlerts) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), POLL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.alerts
      .sendDigests(latestDigestMoment(new Date()))
      .then((queued) => {
        if (queued > 0) this.logger.log(`Queued ${queued} daily digests of saved searches`);
      })
      .catch((error: Error) => this.logger.error(`Daily digest pass failed: ${error.message}`))
      .finally(() => {
        this.running = undefined;
      });
  }
}
