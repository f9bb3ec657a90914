import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_AGENTS } from '@prestigio/contracts';
import { randomBytes } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { adminAccount, demoAgent } from './support/accounts.js';
import { baseUrl, useBrowser } from './support/browser.js';
import { openAuth, signIn, toastText } from './support/portal.js';

// Sign-in, registration, the portal frame and user administration in Chromium against the real stack.
// Every test opens its own browser contexts (no shared cookies) and registers its own unique usernames.

// jest-circus reads only the global testTimeout, not the browser project's 60 s in jest.config.mjs.
jest.setTimeout(60_000);

/** The first seeded demo agent, whose full name the portal shows. */
const seededAgent = demoAgent(0);

const NEW_USER_PASSWORD = 'Prestigio2026';

function uniqueUsername(): string {
  return `e2e_${randomBytes(5).toString('hex')}`;
}

interface NewAccount {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

function newAccount(): NewAccount {
  const username = uniqueUsername();
  return { fullName: `Agente ${username}`, email: `${username}@ejemplo.mx`, username, password: NEW_USER_PASSWORD };
}

describe('accounts and the portal frame in the browser', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 }, timeout: 15_000 });
  /** A fresh, cookie-less browser context and page. */
  const freshPage = (viewport?: { width: number; height: number }) => browser.newPage({ viewport });

  async function visibleText(page: Page, text: string): Promise<boolean> {
    await page.getByText(text, { exact: true }).first().waitFor();
    return page.getByText(text, { exact: true }).first().isVisible();
  }

  async function fillRegistration(page: Page, account: NewAccount, confirmPassword = account.password): Promise<void> {
    await page.getByLabel('Nombre completo').fill(account.fullName);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Nombre de usuario').fill(account.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar contraseña').fill(confirmPassword);
  }

  /** Registers through the API of this page's context (its cookie jar), leaving that context signed in. */
  async function registerThroughApi(page: Page, account: NewAccount): Promise<void> {
    const response = await page.context().request.post(`${baseUrl()}/api/register`, { data: account });
    expect(response.status()).toBe(201);
  }

  /** Holds the matching API call for a moment so the "request running" state can be observed. */
  async function slowDown(page: Page, path: string): Promise<void> {
    await page.route(`**${path}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
  }

  describe('/auth', () => {
    it("shows the spec's sign-in validation messages and sends nothing while the form is invalid", async () => {
      const page = await freshPage();
      const loginCalls: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/login')) loginCalls.push(request);
      });
      await openAuth(page);

      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      expect(await visibleText(page, 'El nombre de usuario debe tener al menos 3 caracteres')).toBe(true);
      expect(await visibleText(page, 'La contraseña debe tener al menos 6 caracteres')).toBe(true);

      await page.getByLabel('Nombre de usuario').fill('ab');
      await page.getByLabel('Contraseña', { exact: true }).fill('12345');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      expect(await visibleText(page, 'El nombre de usuario debe tener al menos 3 caracteres')).toBe(true);
      expect(await visibleText(page, 'La contraseña debe tener al menos 6 caracteres')).toBe(true);
      expect(await page.getByLabel('Nombre de usuario').getAttribute('aria-invalid')).toBe('true');

      // Fixing a field clears its message as the user types.
      await page.getByLabel('Nombre de usuario').fill('abc');
      await page.getByText('El nombre de usuario debe tener al menos 3 caracteres').waitFor({ state: 'detached' });
      expect(loginCalls).toHaveLength(0);
    });

    it("shows the spec's registration messages, every broken password rule and the mismatch on confirmPassword", async () => {
      const page = await freshPage();
      await openAuth(page, 'Registrarse');

      await page.getByRole('button', { name: 'Registrarse' }).click();
      for (const message of [
        'El nombre debe tener al menos 3 caracteres',
        'Ingresa un correo electrónico válido',
        'El nombre de usuario debe tener al menos 3 caracteres',
        'La contraseña debe tener al menos 8 caracteres',
        'La contraseña debe contener al menos una letra mayúscula',
        'La contraseña debe contener al menos un número',
      ]) {
        expect(await visibleText(page, message)).toBe(true);
      }

      await page.getByLabel('Contraseña', { exact: true }).fill('abcdefgh');
      await page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor({ state: 'detached' });
      expect(await visibleText(page, 'La contraseña debe contener al menos una letra mayúscula')).toBe(true);
      expect(await visibleText(page, 'La contraseña debe contener al menos un número')).toBe(true);

      await fillRegistration(page, newAccount(), 'Prestigio2027');
      await page.getByRole('button', { name: 'Registrarse' }).click();
      const mismatch = page.getByText('Las contraseñas no coinciden', { exact: true });
      await mismatch.waitFor();
      // The message sits under confirmPassword and is tied to it for screen readers.
      const describedBy = await page.getByLabel('Confirmar contraseña').getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Las contraseñas no coinciden');
      expect(await page.getByText('La contraseña debe contener', { exact: false }).count()).toBe(0);
    });

    it("shows the server's message in the sign-in failure toast and disables the button while the request runs", async () => {
      const account = newAccount();
      await registerThroughApi(await freshPage(), account);
      const page = await freshPage();
      await openAuth(page);
      await slowDown(page, '/api/login');

      await page.getByLabel('Nombre de usuario').fill(account.username);
      await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada2026');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

      const running = page.getByRole('button', { name: 'Iniciando sesión...' });
      await running.waitFor();
      expect(await running.isDisabled()).toBe(true);
      expect(await toastText(page, 'Error al iniciar sesión')).toBe(
        'Error al iniciar sesión Usuario o contraseña incorrectos',
      );
      expect(await page.getByRole('button', { name: 'Iniciar Sesión' }).isEnabled()).toBe(true);
      expect(page.url()).toBe(`${baseUrl()}/auth`);
    });

    it('registers (without sending confirmPassword), says "Registro exitoso" and shows the pending state', async () => {
      const account = newAccount();
      const page = await freshPage();
      let registerBody: Record<string, unknown> | undefined;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/register')) registerBody = request.postDataJSON() as Record<string, unknown>;
      });
      await openAuth(page, 'Registrarse');
      await slowDown(page, '/api/register');

      await fillRegistration(page, account);
      // The optional phone, as an agent types it: it goes as digits with Mexico's code.
      await page.getByLabel('Teléfono (opcional)').fill('33 3615-2200');
      await page.getByRole('button', { name: 'Registrarse' }).click();
      const running = page.getByRole('button', { name: 'Registrando...' });
      await running.waitFor();
      expect(await running.isDisabled()).toBe(true);

      expect(await toastText(page, 'Registro exitoso')).toBe('Registro exitoso Tu cuenta ha sido creada correctamente.');
      await page.waitForURL(`${baseUrl()}/dashboard`);
      const pending = page.getByRole('heading', { name: 'Tu cuenta está pendiente de aprobación' });
      await pending.waitFor();
      expect(await page.getByText('Un administrador de la agencia debe aprobar tu cuenta', { exact: false }).isVisible()).toBe(
        true,
      );
      // No portal content for a pending account, on any portal page, and nothing it could not do offered.
      expect(await page.getByText('Actividades recientes').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Nueva Propiedad' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Nueva Actividad' }).count()).toBe(0);
      await page.goto(`${baseUrl()}/leads`);
      await pending.waitFor();
      expect(await page.getByRole('heading', { name: 'Clientes' }).count()).toBe(0);

      expect(registerBody).toEqual({
        fullName: account.fullName,
        email: account.email,
        username: account.username,
        password: account.password,
        phone: '523336152200',
      });
    });

    it('shows the server message when the username is taken, under the field and in the toast', async () => {
      const taken = newAccount();
      await registerThroughApi(await freshPage(), taken);
      const page = await freshPage();
      await openAuth(page, 'Registrarse');

      await fillRegistration(page, { ...newAccount(), username: taken.username });
      await page.getByRole('button', { name: 'Registrarse' }).click();

      expect(await toastText(page, 'Error al registrarse')).toBe(
        'Error al registrarse El nombre de usuario ya está registrado',
      );
      const describedBy = await page.getByLabel('Nombre de usuario').getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('El nombre de usuario ya está registrado');
      expect(page.url()).toBe(`${baseUrl()}/auth`);
    });
  });

  describe('redirects', () => {
    it('sends a visitor without a session from /dashboard (and every portal page) to /auth', async () => {
      const page = await freshPage();
      for (const path of ['/dashboard', '/users', '/properties/new']) {
        await page.goto(`${baseUrl()}${path}`);
        await page.waitForURL(`${baseUrl()}/auth`);
        await page.getByRole('tab', { name: 'Iniciar Sesión' }).waitFor();
      }
    });

    it('sends a signed-in user from /auth to /dashboard without showing the form', async () => {
      const page = await freshPage();
      await registerThroughApi(page, newAccount());
      let formShown = false;
      await page.exposeFunction('reportFormShown', () => {
        formShown = true;
      });
      // Runs in the page (as source text: this file is type-checked without the DOM library).
      await page.addInitScript({
        content: `new MutationObserver(() => {
          if (document.querySelector('form')) window.reportFormShown();
        }).observe(document, { childList: true, subtree: true });`,
      });

      await page.goto(`${baseUrl()}/auth`);

      await page.waitForURL(`${baseUrl()}/dashboard`);
      await page.getByRole('heading', { name: 'Tu cuenta está pendiente de aprobación' }).waitFor();
      expect(formShown).toBe(false);
    });
  });

  describe('the portal frame', () => {
    it('shows the admin their name, role and the Usuarios entry, and an agent neither Usuarios nor /users', async () => {
      const admin = await freshPage();
      await signIn(admin, adminAccount());
      expect(await toastText(admin, 'Inicio de sesión exitoso')).toBe(
        'Inicio de sesión exitoso Has iniciado sesión correctamente.',
      );
      const adminMenu = admin.getByRole('navigation', { name: 'Menú del portal' });
      await adminMenu.getByRole('link', { name: 'Usuarios' }).waitFor();
      expect(await admin.getByTestId('portal-user-role').innerText()).toBe('Administrador');
      expect(await adminMenu.getByRole('link').allInnerTexts()).toEqual([
        'Dashboard',
        'Sitio Web',
        'Propiedades',
        'Clientes',
        'Actividades',
        'Calendario',
        'Usuarios',
        // The portal's own pages, after the spec's entries.
        'Videollamadas',
        'Conversaciones',
      ]);
      expect(await adminMenu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

      const agent = await freshPage();
      await signIn(agent, seededAgent);
      const agentMenu = agent.getByRole('navigation', { name: 'Menú del portal' });
      await agentMenu.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await agent.getByTestId('portal-user-name').innerText()).toBe(DEMO_AGENTS[0].fullName);
      expect(await agent.getByTestId('portal-user-role').innerText()).toBe('Agente');
      expect(await agentMenu.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);

      await agent.goto(`${baseUrl()}/users`);
      await agent.getByRole('heading', { name: 'No tienes permiso para ver esta sección' }).waitFor();
      expect(await agent.getByRole('table').count()).toBe(0);
    });

    it('shows the dashboard labels without invented figures, and links the header buttons', async () => {
      const page = await freshPage();
      await signIn(page, seededAgent);

      for (const label of ['Propiedades activas', 'Clientes nuevos (30 días)', 'Actividades pendientes']) {
        expect(await visibleText(page, label)).toBe(true);
      }
      const headers = await page.getByRole('columnheader').allInnerTexts();
      expect(headers.map((header) => header.toLowerCase())).toEqual(['tipo', 'descripción', 'cliente', 'fecha', 'estado']);
      expect(await visibleText(page, 'Aún no hay actividades registradas.')).toBe(true);
      for (const name of ['Ver todas las propiedades', 'Ver todos los clientes', 'Ver todas las actividades']) expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);

      await page.getByRole('link', { name: 'Nueva Propiedad' }).click();
      await page.waitForURL(`${baseUrl()}/properties/new`);
      await page.getByRole('link', { name: 'Nueva Actividad' }).click();
      await page.waitForURL(`${baseUrl()}/activities/new`);
      // The router renders the new page in a transition, so the highlight moves once the page's chunk is in.
      const menu = page.getByRole('navigation', { name: 'Menú del portal' });
      await menu.locator('a[aria-current="page"]', { hasText: 'Actividades' }).waitFor();
      expect(await menu.locator('a[aria-current="page"]').count()).toBe(1);
    });

    it('collapses the menu behind a button on phones; Esc closes it and choosing an entry navigates', async () => {
      const page = await freshPage({ width: 390, height: 844 });
      await signIn(page, seededAgent);

      expect(await page.getByRole('navigation', { name: 'Menú del portal' }).isVisible()).toBe(false);
      // By CSS, not by role: while the modal drawer is open the rest of the page is hidden from assistive tech.
      const menuButton = page.locator('button[aria-label="Abrir menú"]');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menú del portal' });
      await drawer.waitFor();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      await menuButton.click();
      await drawer.getByRole('link', { name: 'Clientes' }).click();
      await page.waitForURL(`${baseUrl()}/leads`);
      await drawer.waitFor({ state: 'detached' });
    });

    it('"Salir" signs out: toast "Sesión cerrada", back to /auth, and /dashboard redirects again', async () => {
      const page = await freshPage();
      await signIn(page, seededAgent);

      await page.getByRole('button', { name: 'Salir' }).click();

      expect(await toastText(page, 'Sesión cerrada')).toBe('Sesión cerrada Has cerrado sesión correctamente.');
      await page.waitForURL(`${baseUrl()}/auth`);
      const session = await page.context().request.get(`${baseUrl()}/api/user`);
      expect(session.status()).toBe(401);
      await page.goto(`${baseUrl()}/dashboard`);
      await page.waitForURL(`${baseUrl()}/auth`);
    });
  });

  describe('/users', () => {
    it('lets an admin approve a newly registered account, after which that user sees the dashboard', async () => {
      const account = newAccount();
      const newcomer = await freshPage();
      await openAuth(newcomer, 'Registrarse');
      await fillRegistration(newcomer, account);
      await newcomer.getByRole('button', { name: 'Registrarse' }).click();
      await newcomer.getByRole('heading', { name: 'Tu cuenta está pendiente de aprobación' }).waitFor();

      const admin = await freshPage();
      await signIn(admin, adminAccount());
      await admin.getByRole('navigation', { name: 'Menú del portal' }).getByRole('link', { name: 'Usuarios' }).click();
      await admin.waitForURL(`${baseUrl()}/users`);
      const row = admin.getByRole('row').filter({ hasText: account.username });
      await row.waitFor();
      expect(await row.getByText('Pendiente de aprobación').isVisible()).toBe(true);

      await row.getByRole('button', { name: `Aprobar: ${account.fullName}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Aprobar cuenta' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(account.fullName);
      await dialog.getByRole('button', { name: 'Aprobar', exact: true }).click();

      expect(await toastText(admin, 'Cuenta aprobada')).toBe(`Cuenta aprobada ${account.fullName} ya puede acceder al portal.`);
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('Activo', { exact: true }).waitFor();

      // Without polling (spec §4) the waiting user asks again, from the notice itself.
      await newcomer.getByRole('button', { name: 'Comprobar de nuevo' }).click();
      await newcomer.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(await newcomer.getByText('Actividades recientes').isVisible()).toBe(true);
      expect(await newcomer.getByRole('heading', { name: 'Tu cuenta está pendiente de aprobación' }).count()).toBe(0);
    });

    it('offers only what the server allows (nothing on the last active administrator\'s own row) and asks before a change', async () => {
      const admin = await freshPage();
      await signIn(admin, adminAccount());
      // The seeded admin must be the only active one for its row to be the last administrator's.
      const accounts = (await (await admin.context().request.get(`${baseUrl()}/api/users`)).json()) as Array<{
        role: string;
        status: string;
      }>;
      expect(accounts.filter((account) => account.role === 'admin' && account.status === 'active')).toHaveLength(1);
      await admin.goto(`${baseUrl()}/users`);
      const ownRow = admin.getByRole('row').filter({ hasText: adminAccount().username });
      await ownRow.waitFor();
      await ownRow.getByText('Único administrador activo').waitFor();
      expect(await ownRow.getByRole('button').count()).toBe(0);
      expect(await ownRow.getByText('Administrador', { exact: true }).isVisible()).toBe(true);

      const agentRow = admin.getByRole('row').filter({ hasText: demoAgent(2).username });
      await agentRow.getByRole('button', { name: /^Hacer administrador/ }).click();
      const dialog = admin.getByRole('dialog', { name: 'Cambiar rol' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await agentRow.getByText('Agente', { exact: true }).isVisible()).toBe(true);
    });
  });
});
