import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser; flags keep it quiet and deterministic in CI containers. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** The running stack's URL, set by the browser project's global setup. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the browser tests expect the global setup to start the stack');
  return url.replace(/\/+$/, '');
}
