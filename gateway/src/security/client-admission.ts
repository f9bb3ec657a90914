import { limitKeyOf } from './rate-limit.js';

export interface ClientAdmissionLimits {
  /** Requests one client may have in flight; 0: unlimited. */
  requestsPerClient: number;
  /** WebSockets one client may hold open; 0: unlimited. */
  webSocketsPerClient: number;
  /** WebSockets from everyone; 0: unlimited. */
  webSockets: number;
}

type Release = () => void;

/**
 * Counts what each client address holds right now (requests in flight, open WebSockets), so one address cannot take
 * the gateway's or a replica's capacity from everyone else, however slowly it sends. Counted in memory per gateway
 * instance, like the rate limits; an IPv6 client is counted by its /64.
 */
export class ClientAdmission {
  private readonly requests = new Map<string, number>();
  private readonly webSockets = new Map<string, number>();
  private openWebSockets = 0;

  constructor(private readonly limits: ClientAdmissionLimits) {}

  /** A release function to call once the request is over, or null when that client already has its share. */
  admitRequest(address: string): Release | null {
    return this.admit(this.requests, limitKeyOf(address), this.limits.requestsPerClient);
  }

  /** Likewise for a WebSocket, also bounded for the whole gateway. */
  admitWebSocket(address: string): Release | null {
    if (this.limits.webSockets > 0 && this.openWebSockets >= this.limits.webSockets) return null;
    const release = this.admit(this.webSockets, limitKeyOf(address), this.limits.webSocketsPerClient);
    if (!release) return null;
    this.openWebSockets += 1;
    return () => {
      this.openWebSockets -= 1;
      release();
    };
  }

  private admit(counts: Map<string, number>, key: string, limit: number): Release | null {
    const held = counts.get(key) ?? 0;
    if (limit > 0 && held >= limit) return null;
    counts.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    };
  }
}
