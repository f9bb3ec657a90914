import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { usernameKey } from '@prestigio/contracts';
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { databaseOptions } from '../database/database.options.js';
import { accountAndAddressLimit, accountLimit, addressLimit, delayFor, refusalMessage, type LoginLimit } from './login-throttle.policy.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Limits sign-in attempts with rate-limiter-flexible's Postgres store, in the `login_limits` table of auth's schema
 * (made by a migration), so every auth replica counts on the same rows. Each attempt is counted before the password
 * is checked, in one upsert per key, so a burst of parallel attempts cannot all slip under a limit; a right password
 * takes its counts back. Checked in order, each only once the previous let the attempt through: the account from this
 * address, this address, then the account alone. An attempt refused by the first two never counts against the
 * account, so one address cannot spend the account's wider limit for everybody else.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byAccountAndAddress: RateLimiterPostgres;
  private readonly byAddress: RateLimiterPostgres;
  private readonly byAccount: RateLimiterPostgres;

  constructor(dataSource: DataSource) {
    const limiter = (keyPrefix: string, limit: LoginLimit) =>
      new RateLimiterPostgres({
        storeClient: dataSource,
        storeType: 'typeorm',
        schemaName: databaseOptions.schema,
        tableName: 'login_limits',
        tableCreated: true,
        keyPrefix,
        points: limit.failures,
        duration: limit.windowSeconds,
        blockDuration: limit.blockSeconds,
      });
    this.byAccountAndAddress = limiter('account-address', accountAndAddressLimit);
    this.byAddress = limiter('address', addressLimit);
    this.byAccount = limiter('account', accountLimit);
  }

  async beforeAttempt(username: string, ipAddress: string | null): Promise<void> {
    const keys = this.keys(username, ipAddress);
    const pair = await this.consume(this.byAccountAndAddress, keys.accountAndAddress);
    if (keys.address) await this.consume(this.byAddress, keys.address);
    await this.consume(this.byAccount, keys.account);
    const delay = delayFor(pair.consumedPoints - 1);
    if (delay > 0) await sleep(delay);
  }

  /** The password was right: the account starts afresh, and the address gets this attempt back. */
  async recordSuccess(username: string, ipAddress: string | null): Promise<void> {
    const keys = this.keys(username, ipAddress);
    await this.byAccountAndAddress.delete(keys.accountAndAddress);
    await this.byAccount.delete(keys.account);
    if (keys.address) await this.byAddress.reward(keys.address, 1);
  }

  /** The account is a hash of its folded username: one key however it is spelt, and no usernames stored here. */
  private keys(username: string, ipAddress: string | null) {
    const account = createHash('sha256').update(usernameKey(username)).digest('hex');
    return { account, address: ipAddress, accountAndAddress: `${account}@${ipAddress ?? 'sin-direccion'}` };
  }

  private async consume(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new HttpException(
          { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: refusalMessage(rejection.msBeforeNext) },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      throw rejection;
    }
  }
}
