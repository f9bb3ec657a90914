import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Logger } from '../logger.js';

/** Every address a host name has (a docker compose service scaled to 3 answers with 3). */
export type ResolveAddresses = (hostname: string) => Promise<string[]>;

export const resolveAllAddresses: ResolveAddresses = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

/** One replica: a base URL whose host is an IP address. */
export interface UpstreamTarget {
  /** e.g. `http://172.18.0.5:3005`; what the proxy connects to. */
  readonly url: string;
  /** The configured base URL it was resolved from, e.g. `http://chat:3005`. */
  readonly configuredAs: string;
  /** Skipped until then (ms since epoch); 0 when up. */
  downUntil: number;
}

export interface UpstreamPoolOptions {
  markDownMs: number;
  dnsRefreshMs: number;
  resolve?: ResolveAddresses;
  now?: () => number;
}

function withAddress(base: URL, address: string): string {
  const host = isIP(address) === 6 ? `[${address}]` : address;
  const port = base.port ? `:${base.port}` : '';
  const path = base.pathname === '/' ? '' : base.pathname.replace(/\/+$/, '');
  return `${base.protocol}//${host}${port}${path}`;
}

/**
 * The replicas of one upstream, balanced round-robin. A replica that refuses connections is marked down and skipped
 * for `markDownMs`, then tried again, so traffic resumes by itself when it comes back.
 */
export class UpstreamPool {
  private targetList: UpstreamTarget[] = [];
  private cursor = 0;
  private refreshTimer: NodeJS.Timeout | undefined;
  private readonly logger: Logger;
  private readonly resolve: ResolveAddresses;
  private readonly now: () => number;

  constructor(
    readonly name: string,
    private readonly baseUrls: readonly string[],
    private readonly options: UpstreamPoolOptions,
  ) {
    this.logger = new Logger(`UpstreamPool:${name}`);
    this.resolve = options.resolve ?? resolveAllAddresses;
    this.now = options.now ?? Date.now;
  }

  /** Resolves the host names once, then again every `dnsRefreshMs` in the background. */
  async start(): Promise<void> {
    await this.refresh();
    this.refreshTimer = setInterval(() => void this.refresh(), this.options.dnsRefreshMs);
    this.refreshTimer.unref();
  }

  stop(): void {
    clearInterval(this.refreshTimer);
    this.refreshTimer = undefined;
  }

  get targets(): readonly UpstreamTarget[] {
    return this.targetList;
  }

  /** The next replica that is up and not in `exclude` (already tried for this request), or null. */
  next(exclude?: ReadonlySet<string>): UpstreamTarget | null {
    const count = this.targetList.length;
    const now = this.now();
    for (let step = 0; step < count; step += 1) {
      const target = this.targetList[(this.cursor + step) % count]!;
      if (target.downUntil > now || exclude?.has(target.url)) continue;
      this.cursor = (this.cursor + step + 1) % count;
      return target;
    }
    return null;
  }

  markDown(target: UpstreamTarget, reason: string): void {
    if (target.downUntil <= this.now()) this.logger.warn(`${target.url} marked down for ${this.options.markDownMs} ms: ${reason}`);
    target.downUntil = this.now() + this.options.markDownMs;
  }

  /** Re-reads every host name; a host that fails to resolve keeps its previous replicas. */
  async refresh(): Promise<void> {
    const previous = new Map(this.targetList.map((target) => [target.url, target]));
    const next: UpstreamTarget[] = [];
    for (const configuredAs of this.baseUrls) {
      const base = new URL(configuredAs);
      const hostname = base.hostname.replace(/^\[|\]$/g, '');
      let addresses: string[];
      if (isIP(hostname)) {
        addresses = [hostname];
      } else {
        try {
          addresses = [...new Set(await this.resolve(hostname))];
        } catch (error) {
          this.logger.warn(`cannot resolve ${hostname}; keeping its last known replicas`, (error as Error).message);
          addresses = [];
          next.push(...this.targetList.filter((target) => target.configuredAs === configuredAs));
        }
      }
      for (const address of addresses) {
        const url = withAddress(base, address);
        if (next.some((target) => target.url === url)) continue;
        next.push(previous.get(url) ?? { url, configuredAs, downUntil: 0 });
      }
    }
    const before = this.targetList.map((target) => target.url).join(', ');
    const after = next.map((target) => target.url).join(', ');
    if (before !== after) this.logger.log(`replicas: ${after || '(none)'}`);
    this.targetList = next;
  }
}
