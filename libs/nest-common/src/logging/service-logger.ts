import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { LogLevelName } from '../config/env.js';
import { currentCorrelationId } from './request-context.js';

const orderedLevels: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** LOG_LEVEL names a threshold; Nest wants the list of enabled levels. */
export function enabledLogLevels(threshold: LogLevelName): LogLevel[] {
  return orderedLevels.slice(0, orderedLevels.indexOf(threshold) + 1);
}

/**
 * Nest's console logger with the current request's correlation id on every line, so one request (or one event)
 * can be followed across the gateway, the services and NATS.
 */
export class ServiceLogger extends ConsoleLogger {
  constructor(serviceName: string, threshold: LogLevelName) {
    // Colours only on a terminal: under a process manager or in a container they would be noise in the log files.
    super({ prefix: serviceName, logLevels: enabledLogLevels(threshold), colors: Boolean(process.stdout.isTTY) });
  }

  protected override formatContext(context: string): string {
    const correlationId = currentCorrelationId();
    const formatted = super.formatContext(context);
    return correlationId ? `${formatted}[${correlationId}] ` : formatted;
  }

  protected override getJsonLogObject(...args: Parameters<ConsoleLogger['getJsonLogObject']>) {
    const record = super.getJsonLogObject(...args);
    const correlationId = currentCorrelationId();
    return correlationId ? { ...record, correlationId } : record;
  }
}
