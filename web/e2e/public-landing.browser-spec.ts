import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser, type PageOptions, openSitePage } from './support/browser.js';
import { makePng } from './support/images.js';

// The public landing (spec §2): header, hero, anchors, mobile menu, fixed content, back-to-top.
const NAVY_900 = 'rgb(11, 31, 58)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';
/** `none`, or only fully transparent layers (how Tailwind's shadow-none computes). */
const NO_SHADOW = /^(none|rgba\(0, 0, 0, 0\) 0px 0px 0px 0px(, rgba\(0, 0, 0, 0\) 0px 0px 0px 0px)*)$/;

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Waits until a section's top sits under the fixed header (its scroll margin is 80 px). */
async function waitForSectionAtTop(page: Page, id: string): Promise<void> {
  await page.waitForFunction((sectionId) => {
    const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? Infinity;
    return Math.abs(top - 80) <= 2;
  }, id);
}

describe('public landing in the browser', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  let page: Page;

  async function openLanding(options: PageOptions = {}) {
    page = await browser.newPage(options);
    await openSitePage(page);
    await page.getByRole('heading', { level: 1, name: 'Descubra Propiedades Excepcionales' }).waitFor();
    // The sections below the hero and the footer arrive in their own chunks right after the first paint.
    await page.locator('#contacto').waitFor();
    await page.locator('footer').waitFor();
  }

  it("shows the hero's headline, tagline, 15+ years claim and both calls to action", async () => {
    await openLanding();
    const hero = page.locator('#inicio');
    expect(await hero.getByText('Su socio confiable en el mercado inmobiliario de prestigio', { exact: true }).isVisible()).toBe(true);
    expect(await hero.getByText('Más de 15 años de experiencia').isVisible()).toBe(true);
    expect(await hero.getByRole('link', { name: 'Ver Propiedades' }).getAttribute('href')).toBe('#propiedades');
    expect(await hero.getByRole('link', { name: 'Contactar Asesor' }).getAttribute('href')).toBe('#contacto');
    // The background shows the local picture under the external photo, so it is never an empty block offline.
    const background = await hero.locator('[style*="background-image"]').evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(background).toContain('/images/hero-residencia.svg');
  });

  it('offers a link preview: Open Graph and Twitter tags with a local 1200x630 picture', async () => {
    await openLanding();
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    const description = await meta('name="description"');
    expect(await meta('property="og:title"')).toBe('Prestigio | Propiedades de prestigio en México');
    expect(await meta('property="og:description"')).toBe(description);
    expect(await meta('property="og:type"')).toBe('website');
    expect(await meta('property="og:locale"')).toBe('es_MX');
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    expect(await meta('name="twitter:title"')).toBe('Prestigio | Propiedades de prestigio en México');
    // Absolute, as link previews need them; the gateway writes the site's address (PUBLIC_SITE_URL).
    expect(await meta('name="twitter:image"')).toBe(`${baseUrl()}/og-image.png`);
    expect(await meta('property="og:url"')).toBe(`${baseUrl()}/`);

    const picture = await page.request.get((await meta('property="og:image"'))!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    // A PNG's IHDR chunk holds its width and height right after the signature.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(150 * 1024);
  });

  it('animates the hero text in 0.8 s with 0.2 s and 0.4 s delays, and not at all when motion is reduced', async () => {
    await openLanding({ reducedMotion: 'no-preference' });
    const timings = await page.evaluate(() =>
      [...document.querySelectorAll('#inicio .hero-rise')].map((element) => {
        const style = getComputedStyle(element);
        return `${style.animationDuration}/${style.animationDelay}`;
      }),
    );
    expect(timings).toEqual(['0.8s/0s', '0.8s/0s', '0.8s/0.2s', '0.8s/0.4s']);
    await page.context().close();

    await openLanding({ reducedMotion: 'reduce' });
    const names = await page.evaluate(() =>
      [...document.querySelectorAll('#inicio .hero-rise')].map((element) => getComputedStyle(element).animationName),
    );
    expect(names.every((name) => name === 'none')).toBe(true);
  });

  it('keeps the header transparent up to 100 px of scroll and solid navy with a shadow beyond', async () => {
    await openLanding();
    const header = page.locator('header').first();
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, shadow: style.boxShadow, position: style.position };
      });

    expect(await look()).toEqual({ background: TRANSPARENT, shadow: expect.stringMatching(NO_SHADOW), position: 'fixed' });
    await scrollToY(page, 100);
    await page.waitForTimeout(150);
    expect((await look()).background).toBe(TRANSPARENT);

    await scrollToY(page, 101);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!).backgroundColor === 'rgb(11, 31, 58)');
    const solid = await look();
    expect(solid.background).toBe(NAVY_900);
    expect(solid.shadow).not.toMatch(NO_SHADOW);

    await scrollToY(page, 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!).backgroundColor === 'rgba(0, 0, 0, 0)');
  });

  it('jumps to each anchor from the navigation and the hero buttons', async () => {
    await openLanding();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    expect(await nav.getByRole('listitem').getByRole('link').allTextContents()).toEqual([
      'Inicio',
      'Propiedades',
      'Servicios',
      'Testimonios',
      'Contacto',
    ]);

    for (const [label, id] of [
      ['Servicios', 'servicios'],
      ['Testimonios', 'testimonios'],
      ['Contacto', 'contacto'],
      ['Propiedades', 'propiedades'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await waitForSectionAtTop(page, id);
      expect(await page.evaluate(() => window.location.hash)).toBe(`#${id}`);
    }
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.waitForFunction(() => window.scrollY === 0);

    await page.getByRole('link', { name: 'Contactar Asesor' }).click();
    await waitForSectionAtTop(page, 'contacto');
    await scrollToY(page, 0);
    await page.getByRole('link', { name: 'Ver Propiedades' }).click();
    await waitForSectionAtTop(page, 'propiedades');
  });

  it('lands each menu jump on its section while the app starts and the sections hydrate, on a phone and a desktop', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      page = await browser.newPage({ viewport });
      const phone = viewport.width < 768;
      // Straight away: the app starts on its own meanwhile, and each section hydrates as the jump brings it near.
      await page.goto(`${baseUrl()}/`);
      for (const [label, id] of [
        ['Contacto', 'contacto'],
        ['Servicios', 'servicios'],
        ['Testimonios', 'testimonios'],
        ['Propiedades', 'propiedades'],
      ] as const) {
        if (phone) await page.getByRole('button', { name: 'Abrir menú' }).click();
        const menu = page.getByRole('navigation', { name: phone ? 'Menú móvil' : 'Principal' });
        await menu.getByRole('link', { name: label, exact: true }).click();
        await waitForSectionAtTop(page, id);
        // Once everything around it has loaded and hydrated, it is still where the jump put it.
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
        const top = await page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top);
        expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
      }
      await page.context().close();
    }
  });

  it('opens /#contacto on a phone at the contact section, even when the content above it grows late', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const featuredRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/properties/featured')) featuredRequests.push(request.url());
    });
    await page.goto(`${baseUrl()}/#contacto`);
    await page.locator('#contacto').waitFor();
    // The featured listings came with the page (rendered by the gateway), so nothing above the section waits for them.
    expect(await page.locator('#destacadas article').count()).toBe(3);
    await waitForSectionAtTop(page, 'contacto');
    // Whatever else grows above it (a photo's late height, a font) moves the page's content; the section stays put.
    await page.evaluate(() => document.getElementById('destacadas')!.append(Object.assign(document.createElement('div'), { style: 'height: 300px' })));
    await waitForSectionAtTop(page, 'contacto');
    // Past the app's start, the sections' hydration, the images' and fonts' late layout too.
    await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await waitForSectionAtTop(page, 'contacto');
    expect(featuredRequests).toEqual([]);
  });

  it('lays the sections out in the spec order', async () => {
    await openLanding();
    const headings = await page.locator('main > section').evaluateAll((sections) =>
      sections.map((section) => section.id || section.querySelector('h2')?.textContent?.trim()),
    );
    expect(headings).toEqual([
      'inicio',
      'propiedades',
      'destacadas',
      'servicios',
      'La tranquilidad de trabajar con expertos',
      'Personas que conocen el mercado',
      'testimonios',
      'contacto',
      '¿Listo para dar el siguiente paso?',
    ]);
    expect(await page.locator('body footer').count()).toBe(1);
  });

  it('signs in through a full page load of /auth from the gold button', async () => {
    await openLanding();
    const signIn = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Iniciar Sesión' });
    const gold = await signIn.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(gold).toBe('rgb(201, 165, 76)');

    await signIn.click();
    await page.waitForURL(`${baseUrl()}/auth`);
    // A client-side route change keeps the landing's navigation entry; a full load records /auth as the document.
    const documentUrl = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name);
    expect(new URL(documentUrl).pathname).toBe('/auth');
  });

  it('folds the links into a menu below 768 px that closes on a choice and when the window grows', async () => {
    await openLanding({ viewport: { width: 390, height: 844 } });
    expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);
    const menu = page.locator('#menu-movil');
    expect(await menu.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0\.3s/);
    expect(await menu.getAttribute('data-state')).toBe('closed');
    expect(await page.getByRole('navigation', { name: 'Menú móvil' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Menú móvil' });
    await mobileNav.getByRole('link', { name: 'Servicios' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe('true');
    expect(await mobileNav.getByRole('link').allTextContents()).toEqual([
      'Inicio',
      'Propiedades',
      'Servicios',
      'Testimonios',
      'Contacto',
      'Iniciar Sesión',
    ]);

    await mobileNav.getByRole('link', { name: 'Servicios' }).click();
    expect(await menu.getAttribute('data-state')).toBe('closed');
    await waitForSectionAtTop(page, 'servicios');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect(await menu.getAttribute('data-state')).toBe('open');
    await page.setViewportSize({ width: 800, height: 844 });
    await page.waitForFunction(() => document.getElementById('menu-movil')?.getAttribute('data-state') === 'closed');
    expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(true);
  });

  it('keeps the keyboard in the open mobile menu, dims the page behind it and gives the focus back to the toggle', async () => {
    await openLanding({ viewport: { width: 390, height: 844 } });
    const toggle = page.locator('button[aria-controls="menu-movil"]');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.locator('#menu-movil[data-state="open"]').waitFor();

    // Forward through the menu, then back round to the toggle: never into the page behind.
    const forward: Array<string | null | undefined> = [];
    for (let press = 0; press < 7; press += 1) {
      await page.keyboard.press('Tab');
      forward.push(await focused());
    }
    expect(forward).toEqual(['Inicio', 'Propiedades', 'Servicios', 'Testimonios', 'Contacto', 'Iniciar Sesión', 'Cerrar menú']);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Iniciar Sesión');

    // The page behind is dimmed: what sits under the middle of the screen is the backdrop, not the page.
    const under = await page.evaluate(() => {
      const element = document.elementFromPoint(195, 780);
      return { testId: element?.getAttribute('data-testid'), background: element ? getComputedStyle(element).backgroundColor : '' };
    });
    expect(under.testId).toBe('menu-backdrop');
    expect(under.background).toMatch(/^(rgba|oklab|oklch|color)\(.*\/ 0\.6\)$|^rgba\(\d+, \d+, \d+, 0\.6\)$/);

    // Escape closes the menu and the focus returns to its toggle.
    await page.keyboard.press('Escape');
    await page.locator('#menu-movil[data-state="closed"]').waitFor({ state: 'attached' });
    expect(await focused()).toBe('Abrir menú');
    expect(await page.locator('[data-testid="menu-backdrop"]').count()).toBe(0);

    // A tap on the dimmed page closes the menu too.
    await toggle.click();
    await page.locator('[data-testid="menu-backdrop"]').click({ position: { x: 195, y: 600 } });
    await page.locator('#menu-movil[data-state="closed"]').waitFor({ state: 'attached' });
  });

  it('shows the back-to-top button only past 500 px and returns to the top with it', async () => {
    await openLanding();
    const backToTop = page.getByRole('button', { name: 'Volver arriba' });
    expect(await backToTop.isVisible()).toBe(false);
    await scrollToY(page, 500);
    await page.waitForTimeout(150);
    expect(await backToTop.isVisible()).toBe(false);

    await scrollToY(page, 501);
    await backToTop.waitFor({ state: 'visible' });
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await backToTop.waitFor({ state: 'hidden' });
  });

  it("shows the team's and the clients' portraits, and their initials when the photos cannot load", async () => {
    // The photo host answering (served here from a local PNG): every portrait shows over its initials.
    page = await browser.newPage();
    await page.route('https://images.unsplash.com/**', (route) =>
      route.request().url().includes('crop=faces') ? route.fulfill({ contentType: 'image/png', body: makePng(224, 224, 5) }) : route.abort('namenotresolved'),
    );
    await openSitePage(page);
    const team = page.getByRole('heading', { name: 'Personas que conocen el mercado' }).locator('xpath=ancestor::section');
    await team.scrollIntoViewIfNeeded();
    await page.locator('#testimonios').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('img[data-portrait="loaded"]').length === 6);
    const teamPortraits = await team.locator('li img').evaluateAll((images) =>
      images.map((image) => ({ shown: getComputedStyle(image).opacity, size: [image.clientWidth, image.clientHeight] })),
    );
    expect(teamPortraits).toEqual(Array.from({ length: 3 }, () => ({ shown: '1', size: [112, 112] })));
    await page.close();

    // The host unreachable (as on this machine): no broken image, the initials instead, in the same reserved circle.
    page = await browser.newPage();
    await page.route('https://images.unsplash.com/**', (route) => route.abort('namenotresolved'));
    await openSitePage(page);
    await page.locator('#testimonios').scrollIntoViewIfNeeded();
    await page.locator('#testimonios figcaption').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('img[src*="crop=faces"]').length === 0);
    const initials = await page.getByTestId('portrait').allTextContents();
    expect(initials).toEqual(['AG', 'RV', 'MO', 'FA', 'DR', 'JW']);
  });

  it('shows three featured listings, six services, four benefits, three team members and rated testimonials', async () => {
    await openLanding();
    const featured = page.locator('#destacadas [data-testid="property-card"]');
    await featured.first().waitFor();
    expect(await featured.count()).toBe(3);
    expect(await page.locator('#destacadas').getByText('Destacada', { exact: true }).count()).toBe(3);

    expect(await page.locator('#servicios li').count()).toBe(6);
    expect(await page.getByRole('heading', { name: 'La tranquilidad de trabajar con expertos' }).locator('xpath=ancestor::section').locator('li').count()).toBe(4);
    expect(await page.getByRole('heading', { name: 'Personas que conocen el mercado' }).locator('xpath=ancestor::section').locator('li h3').count()).toBe(3);

    const ratings = await page.locator('#testimonios [role="img"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
    expect(ratings).toEqual(['Calificación: 5 de 5', 'Calificación: 4.5 de 5', 'Calificación: 5 de 5']);
    expect(await page.locator('#testimonios [data-fill="half"]').count()).toBe(1);
  });

  it('states the office hours and links the legal pages from the footer', async () => {
    await openLanding();
    const contact = page.locator('#contacto');
    // The contact section is its own chunk, loaded as it nears the viewport: wait for it, then look.
    await contact.getByText('Lunes a viernes').waitFor();
    expect(await contact.getByText('Lunes a viernes').isVisible()).toBe(true);
    expect(await contact.getByText('9:00 – 18:00').isVisible()).toBe(true);
    expect(await contact.getByText('Sábado').isVisible()).toBe(true);
    expect(await contact.getByText('10:00 – 14:00').isVisible()).toBe(true);

    const footer = page.locator('footer');
    expect(await footer.getByRole('navigation', { name: 'Enlaces rápidos' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#inicio',
      '#propiedades',
      '#servicios',
      '#testimonios',
      '#contacto',
    ]);
    await footer.getByRole('link', { name: 'Términos y condiciones' }).click();
    await page.getByRole('heading', { level: 1, name: 'Términos y Condiciones de Uso' }).waitFor();
    expect(await page.title()).toBe('Términos y Condiciones de Uso | Prestigio');

    await page.locator('footer').getByRole('link', { name: 'Mapa del sitio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mapa del sitio' }).waitFor();
    // From another page a section link goes back to the landing and to its anchor.
    await page.getByRole('main').getByRole('link', { name: 'Testimonios' }).click();
    await page.waitForURL(`${baseUrl()}/#testimonios`);
    await waitForSectionAtTop(page, 'testimonios');
  });
});
