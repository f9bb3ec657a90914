// Types of stack.mjs for the TypeScript that imports it (the browser tests' global setup).
export declare const repoRoot: string;
export type AppName = 'auth' | 'properties' | 'leads' | 'scheduling' | 'chat' | 'gateway';
export declare const SERVICES: ReadonlyArray<{ name: Exclude<AppName, 'gateway'>; port: number; upstreamEnv: string }>;
export declare const GATEWAY_PORT: number;

export interface StackOptions {
  databaseUrl: string;
  natsUrl: string;
  natsNamespace: string;
  ports?: Partial<Record<AppName, number>>;
  env?: Record<string, string>;
  logPrefix?: string;
  output?: NodeJS.WritableStream | null;
  healthTimeoutMs?: number;
  onUnexpectedExit?: (name: AppName, exit: { code: number | null; signal: NodeJS.Signals | null }) => void;
  root?: string;
}

export interface StartedStack {
  /** The gateway, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  ports: Record<AppName, number>;
  identitySecret: string;
  /** The pid of one of the stack's processes (gateway, auth, properties, leads, scheduling, chat). */
  pidOf(name: string): number | undefined;
  /** SIGTERM to every process, SIGKILL to those still alive after 10 s; resolves when all are gone. */
  stop(): Promise<void>;
  /** One more gateway in front of the same services, on a free port, stopped with the stack. */
  addGateway(): Promise<{ baseUrl: string; pid: number | undefined }>;
}

export declare function startStack(options: StackOptions): Promise<StartedStack>;
export declare function findFreePort(): Promise<number>;
