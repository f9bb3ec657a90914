import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { demoAgent } from './support/accounts.js';
import { baseUrl, openSitePage, useBrowser } from './support/browser.js';
import { signInThroughApi, toast } from './support/portal.js';

// Issue 26 against the real stack (chat at any hour: CHAT_AGENCY_HOURS=always in the global setup): a visitor asks for
// a person on the landing; an agent on another portal page is told at once, opens the conversation from the toast,
// takes it; both see the other typing; the visitor sees the advisor's name and reply; the agent hands it back to the
// assistant, takes it again and closes it.

const AGENT = demoAgent(2);
const AGENT_NAME = 'Lucía Hernández';

describe('an advisor answers the chat live', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  /** The agent on the dashboard (not the inbox): connected to /ws/agents and greeted, so on duty. */
  async function agentOnDuty(): Promise<Page> {
    const page = await browser.newPage();
    await signInThroughApi(page, AGENT);
    const greeted = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/ws/agents')).then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"type":"hello"')),
    );
    await openSitePage(page, '/dashboard');
    await greeted;
    return page;
  }

  it('hands the visitor to the agent who is told, takes over, replies, hands back and closes', async () => {
    const agent = await agentOnDuty();
    const visitor = await browser.newPage();
    await openSitePage(visitor);
    await visitor.getByRole('button', { name: 'Abrir chat con un asistente' }).click();
    const widget = visitor.getByRole('region', { name: 'Chat con el asistente de Prestigio' });
    const visitorInput = widget.getByLabel('Escriba su mensaje');
    await widget.getByRole('listitem').filter({ hasText: 'Soy el asistente virtual de Prestigio' }).waitFor();

    await visitorInput.fill('Busco departamento en Polanco. Quiero hablar con un asesor');
    await visitorInput.press('Enter');
    await widget.getByText(/^Esperando a un asesor( · unos \d+ min)?$/).waitFor();
    // The assistant asks the name meanwhile; the advisor will see it.
    await widget.getByLabel('Su nombre').fill('Patricia Nava');
    await widget.getByRole('button', { name: 'Enviar', exact: true }).click();

    // The agent, on the dashboard, is told at once and goes to the conversation from the toast.
    const waiting = toast(agent, 'espera a un asesor');
    await waiting.waitFor();
    await waiting.getByRole('button', { name: 'Ver conversación' }).click();
    await agent.waitForURL(/\/conversations\/[0-9a-f-]{36}$/);
    const pane = agent.getByRole('region', { name: 'Conversación' });
    await pane.getByText('Busco departamento en Polanco. Quiero hablar con un asesor').waitFor();
    await pane.getByRole('heading', { name: 'Patricia Nava' }).waitFor();

    await pane.getByRole('button', { name: 'Tomar conversación' }).click();
    await pane.getByText('contigo', { exact: true }).waitFor();
    await widget.getByRole('heading', { name: AGENT_NAME }).waitFor();
    await widget.getByText(`${AGENT_NAME} se unió a la conversación.`).waitFor();

    // Typing, both ways.
    const reply = pane.getByLabel('Tu respuesta');
    await reply.pressSequentially('Hola Patricia');
    await widget.getByText('Lucía está escribiendo…').waitFor();
    await visitorInput.pressSequentially('¿Tiene fotos');
    await pane.getByText('Patricia Nava está escribiendo…').waitFor();

    await reply.press('Enter');
    const said = widget.getByRole('listitem').filter({ hasText: 'Hola Patricia' });
    await said.waitFor();
    expect(await said.innerText()).toContain(AGENT_NAME);
    await visitorInput.press('Enter');
    await pane.getByText('¿Tiene fotos').waitFor();

    await pane.getByRole('button', { name: 'Devolver al asistente' }).click();
    await widget.getByRole('heading', { name: 'Asistente Prestigio' }).waitFor();
    await pane.getByText('con el asistente', { exact: true }).waitFor();
    expect(await pane.getByLabel('Tu respuesta').count()).toBe(0);

    await pane.getByRole('button', { name: 'Tomar conversación' }).click();
    await widget.getByRole('heading', { name: AGENT_NAME }).waitFor();
    await pane.getByRole('button', { name: 'Cerrar conversación' }).click();
    await pane.getByText('cerrada', { exact: true }).waitFor();
    await widget.getByRole('heading', { name: 'Asistente Prestigio' }).waitFor();
    expect(agent.url()).toMatch(new RegExp(`^${baseUrl()}/conversations/`));
  }, 120_000);
});
