// Types of infra.mjs for the TypeScript that imports it (the browser tests' global setup).
export declare const repoRoot: string;
export declare const DEFAULT_DATABASE_URL: string;
export declare const DEFAULT_NATS_URL: string;

export interface EnsuredInfrastructure {
  url: string;
  /** true when this call started the server (embedded Postgres, nats-server); stop() then stops it. */
  started: boolean;
  stop(): Promise<void>;
}

export declare function ensurePostgres(
  url?: string,
  options?: { dataDir?: string; output?: NodeJS.WritableStream | null },
): Promise<EnsuredInfrastructure & { dataDir: string | null }>;
export declare function ensureNats(
  url?: string,
  options?: { dataDir?: string; output?: NodeJS.WritableStream | null; timeoutMs?: number },
): Promise<EnsuredInfrastructure>;
export declare function postgresAnswers(url: string): Promise<boolean>;
export declare function createDatabaseIfMissing(url: string): Promise<void>;
export declare function dropDatabase(url: string): Promise<void>;
export declare function maintenanceUrl(url: string): string;
export declare function natsInfo(url: string, timeoutMs?: number): Promise<({ jetstream?: boolean } & Record<string, unknown>) | null>;
