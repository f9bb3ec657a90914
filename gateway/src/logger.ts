// The gateway's one logger: Nest-like levels and format, without pulling Nest into a plain Node proxy.
export const logLevels = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof logLevels)[number];

let threshold = logLevels.indexOf('log');

/** Set once at boot from LOG_LEVEL: messages above this level are dropped. */
export function setLogLevel(level: LogLevel): void {
  threshold = logLevels.indexOf(level);
}

function describe(detail: unknown): string {
  if (detail instanceof Error) return detail.stack ?? `${detail.name}: ${detail.message}`;
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}

export class Logger {
  constructor(
    private readonly context: string,
    private readonly requestId?: string,
  ) {}

  /** The same context, tagged with the request's correlation id. */
  forRequest(requestId: string | undefined): Logger {
    return new Logger(this.context, requestId);
  }

  error(message: string, detail?: unknown): void {
    this.write('error', message, detail);
  }
  warn(message: string, detail?: unknown): void {
    this.write('warn', message, detail);
  }
  log(message: string, detail?: unknown): void {
    this.write('log', message, detail);
  }
  debug(message: string, detail?: unknown): void {
    this.write('debug', message, detail);
  }

  private write(level: LogLevel, message: string, detail: unknown): void {
    if (logLevels.indexOf(level) > threshold) return;
    const request = this.requestId ? ` (${this.requestId})` : '';
    const suffix = detail === undefined ? '' : ` ${describe(detail)}`;
    const line = `${new Date().toISOString()} ${level.toUpperCase().padEnd(7)} [${this.context}]${request} ${message}${suffix}\n`;
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line);
  }
}
