import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface CountedAttempt {
  failures: number;
  windowEndsAt: Date;
}

/** The login_throttle table: one row per key (a username or a client address) with its failures in a window. */
@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one more failure for the key in a single statement, so parallel attempts cannot all read the same count;
   * a window older than `windowSeconds` starts again at 1.
   */
  async countFailure(key: string, windowSeconds: number): Promise<CountedAttempt> {
    const [row]: Array<{ failures: number; window_ends_at: Date }> = await this.dataSource.query(
      `INSERT INTO login_throttle AS t (key, failures, window_started_at)
            VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE t.window_started_at END
       RETURNING failures, window_started_at + make_interval(secs => $2) AS window_ends_at`,
      [key, windowSeconds],
    );
    return { failures: row!.failures, windowEndsAt: row!.window_ends_at };
  }

  async forget(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
  }

  /** Takes one failure back from the key's count. */
  async giveBackOne(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = $1`, [key]);
  }
}
