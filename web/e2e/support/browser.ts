import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

/**
 * Opens a page of the site and waits until React has taken it over (`<html data-app-ready>`, set by lib/page-ready-mark) and,
 * on the landing, its sections too (`data-landing-ready`). A page the server rendered (the landing, a listing) shows
 * its controls before they respond and starts its app once it has loaded, or at the visitor's first interaction if
 * sooner (boot.ts): a press of Shift is that interaction here, so no test waits for the browser to be idle.
 */
export async function openSitePage(page: Page, path = '/'): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.keyboard.press('Shift');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  if (new URL(path, baseUrl()).pathname !== '/') return;
  await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
}

/**
 * Holds the page's scripts whose address matches `pattern` on their way, as on a slow network, until the returned
 * function is called (then they load as usual).
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /** Playwright's wait for every action and locator, when not its own 30 s. */
  timeout?: number;
  /**
   * Makes the external photo host fail at once: test machines cannot reach it, and a certain failure is what lets
   * the placeholder fallback be tested without waiting for a network timeout.
   */
  blockExternalPhotos?: boolean;
  /** The browser's own time zone (IANA), to prove the portal shows the agency's times whatever it is. */
  timezoneId?: string;
  /** False: no script runs, as for a reader without JavaScript or a crawler that does not run it. */
  javaScriptEnabled?: boolean;
}

export interface BrowserSession {
  /** A fresh context (no cookies, no storage) and its page; every one is closed after its test. */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * One Chromium for the whole test file, launched before its first test and closed after its last; each test takes
 * fresh pages from it. Call it inside the file's top `describe`; `defaults` apply to every page it hands out.
 */
export function useBrowser(defaults: PageOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options = {}) {
      if (!browser) throw new Error('useBrowser() hands out pages only inside tests');
      const viewport = options.viewport ?? defaults.viewport;
      const reducedMotion = options.reducedMotion ?? defaults.reducedMotion;
      const timeout = options.timeout ?? defaults.timeout;
      const blockExternalPhotos = options.blockExternalPhotos ?? defaults.blockExternalPhotos;
      const timezoneId = options.timezoneId ?? defaults.timezoneId;
      const javaScriptEnabled = options.javaScriptEnabled ?? defaults.javaScriptEnabled ?? true;
      const context = await browser.newContext({ viewport, reducedMotion, javaScriptEnabled, ...(timezoneId ? { timezoneId } : {}) });
      contexts.push(context);
      const page = await context.newPage();
      if (timeout !== undefined) page.setDefaultTimeout(timeout);
      if (blockExternalPhotos) await page.route('https://images.unsplash.com/**', (route) => route.abort('namenotresolved'));
      return page;
    },
  };
}
