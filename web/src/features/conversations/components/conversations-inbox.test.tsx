import type { LiveChatConversation, LiveChatDetail } from '@prestigio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { aConversation, aLiveMessage, AN_AGENT, fakeAgentsService } from '../../../test/agent-socket';
import { http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ConversationsInbox } from './conversations-inbox';
import { LiveChatProvider } from './live-chat-provider';

const ANA = aConversation({ id: '1a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', visitorName: 'Ana Ruiz', state: 'waiting', unread: 2, lastActivityAt: '2026-11-27T16:05:00.000Z' });
const LAURA = { id: '7c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Laura Méndez', portraitUrl: null };
const HELD = aConversation({
  id: '2a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  visitorName: 'Bruno Díaz',
  state: 'agent',
  advisor: LAURA,
  lastActivityAt: '2026-11-27T16:10:00.000Z',
  preview: 'Gracias, la reviso',
});
const ANONYMOUS = aConversation({ id: '3a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', visitorName: null, state: 'assistant', lastActivityAt: '2026-11-27T15:00:00.000Z', preview: 'Busco casa' });

function Inbox() {
  const { id } = useParams();
  return <ConversationsInbox selectedId={id} />;
}

/** The Conversaciones page as the portal mounts it: the live chat's provider above the inbox and its two routes. */
function renderInbox(url: string, conversations: LiveChatConversation[]) {
  server.use(http.get('/api/conversations', () => HttpResponse.json({ conversations })));
  const service = fakeAgentsService();
  const rendered = renderWithProviders(
    <LiveChatProvider>
      <Routes>
        <Route index element={<Inbox />} />
        <Route path=":id" element={<Inbox />} />
      </Routes>
    </LiveChatProvider>,
    { url, path: '/conversations/*' },
  );
  return { ...rendered, service };
}

const rows = () => within(screen.getByRole('list', { name: 'Conversaciones' })).getAllByRole('link');

describe('ConversationsInbox: the list', () => {
  it('lists newest activity first with state, unread count and the visitor’s name, and keeps it live from the socket', async () => {
    const { service, user } = renderInbox('/conversations', [ANA, HELD, ANONYMOUS]);

    await waitFor(() => expect(rows()).toHaveLength(3));
    // The REST answer shows first; the socket's hello then says the same, live.
    await service.hello([ANONYMOUS, ANA, HELD]);
    await waitFor(() => expect(screen.getByText(/^Conectado/)).toBeInTheDocument());
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Bruno Díaz.*Gracias, la reviso.*con Laura Méndez$/),
      expect.stringMatching(/^Ana Ruiz.*Quiero hablar con un asesor2espera a un asesor$/),
      expect.stringMatching(/^Visitante sin nombre.*Busco casacon el asistente$/),
    ]);
    expect(within(rows()[1]!).getByLabelText('2 sin leer')).toHaveTextContent('2');

    // A new visitor message: the conversation moves up with its unread count.
    await service.send({ type: 'conversation_updated', conversation: { ...ANONYMOUS, visitorName: 'Carla Soto', unread: 1, preview: '¿Tienen algo en Coyoacán?', lastActivityAt: '2026-11-27T16:20:00.000Z' } });
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/^Carla Soto.*¿Tienen algo en Coyoacán\?1con el asistente$/));
    expect(within(rows()[0]!).getByLabelText('1 sin leer')).toBeInTheDocument();

    // The filters: those waiting for an advisor, then the closed ones.
    const filters = screen.getByRole('group', { name: 'Filtrar conversaciones' });
    await user.click(within(filters).getByRole('button', { name: 'Esperan (1)' }));
    expect(rows().map((row) => row.querySelector('span')?.textContent)).toEqual([expect.stringContaining('Ana Ruiz')]);
    await user.click(within(filters).getByRole('button', { name: 'Cerradas' }));
    expect(screen.getByText('No hay conversaciones aquí.')).toBeInTheDocument();
  });

  it('drops a conversation you may no longer see (its client went to another agent)', async () => {
    const { service } = renderInbox('/conversations', []);
    await service.hello([ANA, HELD]);
    await waitFor(() => expect(rows()).toHaveLength(2));

    await service.send({ type: 'conversation_removed', conversationId: HELD.id });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(/^Ana Ruiz/);
  });

  it('tells you at once of a conversation waiting for you (toast with a way to it), not of one offered to others', async () => {
    const { service, router } = renderInbox('/conversations', []);
    await service.hello([HELD]);

    await service.send({ type: 'waiting', conversation: { ...ANA, offeredTo: 'b0000000-0000-4000-8000-000000000000' }, forYou: false });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Ana Ruiz espera a un asesor')).not.toBeInTheDocument();

    await service.send({ type: 'waiting', conversation: { ...ANA, offeredTo: AN_AGENT.id, preview: 'Quiero hablar con una persona' }, forYou: true });
    const toast = await findToast('Ana Ruiz espera a un asesor', 'Quiero hablar con una persona');
    expect(within(rows()[1]!).getByText('Te la ofrecen a ti')).toBeInTheDocument();

    // jsdom has no stylesheet: the toast's own `pointer-events-auto` does not lift the wrapper's inline `none`.
    server.use(http.get(`/api/conversations/${ANA.id}`, () => HttpResponse.json({ conversation: ANA, messages: [], matches: [] })));
    fireEvent.click(within(toast).getByRole('button', { name: 'Ver conversación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/conversations/${ANA.id}`));
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
  });
});

describe('ConversationsInbox: one conversation', () => {
  const detail: LiveChatDetail = {
    conversation: { ...ANA, criteria: { operationType: 'comprar', location: 'Polanco', state: 'Ciudad de México', maxPrice: 9_000_000, bedrooms: 3 } },
    messages: [
      aLiveMessage({ id: 'a0000000-0000-4000-8000-000000000001', seq: 1, author: 'visitor', text: 'Busco depa en Polanco' }),
      aLiveMessage({ id: 'a0000000-0000-4000-8000-000000000002', seq: 2, author: 'assistant', text: 'Tengo tres opciones.' }),
      aLiveMessage({ id: 'a0000000-0000-4000-8000-000000000003', seq: 3, author: 'visitor', text: 'Quiero hablar con un asesor' }),
    ],
    matches: [
      { propertyId: 'p-1', title: 'Departamento en Polanco', url: '/propiedades/departamento-en-polanco', price: '$8,500,000', location: 'Polanco, Ciudad de México', imageUrl: null },
    ],
  };

  async function openConversation() {
    server.use(http.get(`/api/conversations/${ANA.id}`, () => HttpResponse.json(detail)));
    const page = renderInbox(`/conversations/${ANA.id}`, [ANA]);
    const pane = within(await screen.findByRole('region', { name: 'Conversación' }));
    // The transcript read over REST first, so the socket's watch resumes after its last message.
    await pane.findByText('Busco depa en Polanco');
    await page.service.hello([detail.conversation]);
    return { ...page, pane };
  }

  it('shows the transcript, what the assistant understood and the matches, follows it and marks it read', async () => {
    const { service, pane } = await openConversation();

    expect(pane.getByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(pane.getByText('Tengo tres opciones.')).toBeInTheDocument();
    const details = within(pane.getByRole('complementary', { name: 'Lo que busca y propiedades' }));
    expect(details.getByText('Zona').nextSibling).toHaveTextContent('Polanco, Ciudad de México');
    expect(details.getByText('Presupuesto').nextSibling).toHaveTextContent('hasta $9,000,000');
    expect(details.getByText('Recámaras').nextSibling).toHaveTextContent('3 o más');
    expect(details.getByRole('link', { name: 'Departamento en Polanco' })).toHaveAttribute('href', '/propiedades/departamento-en-polanco');
    // Not yours yet: no composer, no card to send.
    expect(pane.queryByRole('textbox', { name: 'Tu respuesta' })).not.toBeInTheDocument();
    expect(details.queryByRole('button', { name: /^Enviar / })).not.toBeInTheDocument();

    await waitFor(() => expect(service.sentOf('watch')).toEqual([{ type: 'watch', conversationId: ANA.id, afterSeq: 3 }]));
    await waitFor(() => expect(service.sentOf('read')).toEqual([{ type: 'read', conversationId: ANA.id, seq: 3 }]));
  });

  it('takes it, replies (typing shown both ways), sends a listing as a card, hands it back and closes it', async () => {
    const { service, pane, user } = await openConversation();

    await user.click(pane.getByRole('button', { name: 'Tomar conversación' }));
    await waitFor(() => expect(service.sentOf('take')).toEqual([{ type: 'take', conversationId: ANA.id }]));
    const me = { id: AN_AGENT.id, name: AN_AGENT.name, portraitUrl: null };
    await service.send({ type: 'conversation_updated', conversation: { ...detail.conversation, state: 'agent', advisor: me, unread: 0 } });
    expect(await pane.findByText('contigo')).toBeInTheDocument();

    const reply = pane.getByRole('textbox', { name: 'Tu respuesta' });
    await user.type(reply, 'Hola Ana, soy Lucía');
    // Many keystrokes, one typing frame (at most one every 2 s).
    expect(service.sentOf('typing')).toEqual([{ type: 'typing', conversationId: ANA.id }]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(service.sentOf('reply')).toHaveLength(1));
    const sent = service.sentOf('reply')[0]!;
    expect(sent).toMatchObject({ type: 'reply', conversationId: ANA.id, content: 'Hola Ana, soy Lucía' });
    expect(reply).toHaveValue('');
    expect(pane.getByText('Enviando…')).toBeInTheDocument();

    // The server stores it under the id the portal gave it and sends it back: shown once, as yours.
    await service.send({
      type: 'message',
      conversationId: ANA.id,
      message: aLiveMessage({ id: sent.clientMessageId as string, seq: 5, author: 'advisor', advisor: me, text: 'Hola Ana, soy Lucía' }),
    });
    await waitFor(() => expect(pane.queryByText('Enviando…')).not.toBeInTheDocument());
    expect(pane.getAllByText('Hola Ana, soy Lucía')).toHaveLength(1);
    expect(pane.getByText(/^Tú · /)).toBeInTheDocument();

    await service.send({ type: 'typing', conversationId: ANA.id, from: 'visitor' });
    expect(await pane.findByText('Ana Ruiz está escribiendo…')).toBeInTheDocument();
    await service.send({ type: 'message', conversationId: ANA.id, message: aLiveMessage({ seq: 6, author: 'visitor', text: '¿Tiene fotos?' }) });
    expect(await pane.findByText('¿Tiene fotos?')).toBeInTheDocument();
    expect(pane.queryByText('Ana Ruiz está escribiendo…')).not.toBeInTheDocument();

    await user.click(pane.getByRole('button', { name: 'Enviar Departamento en Polanco al visitante' }));
    await waitFor(() => expect(service.sentOf('send_property')).toHaveLength(1));
    expect(service.sentOf('send_property')[0]).toMatchObject({ type: 'send_property', conversationId: ANA.id, propertyId: 'p-1' });

    await user.click(pane.getByRole('button', { name: 'Devolver al asistente' }));
    await user.click(pane.getByRole('button', { name: 'Cerrar conversación' }));
    await waitFor(() => expect(service.sentOf('hand_back')).toEqual([{ type: 'hand_back', conversationId: ANA.id }]));
    expect(service.sentOf('close')).toEqual([{ type: 'close', conversationId: ANA.id }]);
  });

  it('shows a refusal in a toast and the refused reply as not sent, to retry', async () => {
    const { service, pane, user } = await openConversation();
    const me = { id: AN_AGENT.id, name: AN_AGENT.name, portraitUrl: null };
    await service.send({ type: 'conversation_updated', conversation: { ...detail.conversation, state: 'agent', advisor: me } });
    await user.type(await pane.findByRole('textbox', { name: 'Tu respuesta' }), 'Sigo aquí{Enter}');
    await waitFor(() => expect(service.sentOf('reply')).toHaveLength(1));

    await service.send({ type: 'error', code: 'conflict', message: 'Ya no atiendes esta conversación.', conversationId: ANA.id });
    await findToast('No se pudo completar', 'Ya no atiendes esta conversación.');
    expect(await pane.findByText('No se envió.')).toBeInTheDocument();
    await user.click(pane.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(service.sentOf('reply')).toHaveLength(2));
    expect(service.sentOf('reply')[1]!.clientMessageId).toBe(service.sentOf('reply')[0]!.clientMessageId);
  });

  it('after a dropped socket reconnects, follows again after the last message and re-sends what was not confirmed', async () => {
    const { service, pane, user } = await openConversation();
    const me = { id: AN_AGENT.id, name: AN_AGENT.name, portraitUrl: null };
    await service.send({ type: 'conversation_updated', conversation: { ...detail.conversation, state: 'agent', advisor: me } });
    await pane.findByRole('textbox', { name: 'Tu respuesta' });

    (await service.connection(1)).close(1006, 'caída');
    expect(await pane.findByText('Sin conexión, reconectando…')).toBeInTheDocument();
    // Written while disconnected: kept, and sent once connected again.
    await user.type(pane.getByRole('textbox', { name: 'Tu respuesta' }), 'Te escribo en cuanto vuelva{Enter}');
    expect(service.sentOf('reply')).toHaveLength(0);

    // The widget's 3 s (spec §9), then a fresh hello.
    await service.connection(2);
    await service.hello([{ ...detail.conversation, state: 'agent', advisor: me }]);
    await waitFor(() => expect(service.sentOf('watch')).toHaveLength(2));
    expect(service.sentOf('watch')[1]).toEqual({ type: 'watch', conversationId: ANA.id, afterSeq: 3 });
    await waitFor(() => expect(service.sentOf('reply')).toHaveLength(1));
    expect(service.sentOf('reply')[0]).toMatchObject({ content: 'Te escribo en cuanto vuelva' });
    expect(pane.queryByText(/reconectando/)).not.toBeInTheDocument();
  }, 30_000);

  it('stops trying when the session is gone (4401) and says so', async () => {
    const { service } = await openConversation();
    (await service.connection(1)).close(4401, 'Inicia sesión');
    expect(await screen.findByText('Tu sesión terminó: vuelve a iniciar sesión para recibir conversaciones.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(service.connections).toHaveLength(1);
  }, 30_000);
});

describe('ConversationsInbox: the alerts', () => {
  it('chimes for a visitor waiting for you until muted (remembered in this browser) and asks for browser notifications on a click', async () => {
    const notes: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createOscillator() {
        const frequency = { value: 0 };
        return { frequency, connect: (next: unknown) => next, start: () => notes.push(frequency.value), stop: () => undefined };
      }
      createGain() {
        return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
      }
    }
    const shown: [string, NotificationOptions | undefined][] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = vi.fn(async () => {
        FakeNotification.permission = 'granted';
        return FakeNotification.permission;
      });
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push([title, options]);
      }
      close() {}
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('Notification', FakeNotification);
    // The portal is behind another window: the browser's notification is what reaches the agent.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    try {
      const { service, user } = renderInbox('/conversations', []);
      await service.hello([]);

      await user.click(await screen.findByRole('button', { name: 'Activar avisos del navegador' }));
      expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Activar avisos del navegador' })).not.toBeInTheDocument());

      await service.send({ type: 'waiting', conversation: { ...ANA, offeredTo: AN_AGENT.id }, forYou: true });
      await findToast('Ana Ruiz espera a un asesor');
      expect(notes).toEqual([880, 1320]);
      expect(shown).toEqual([['Ana Ruiz espera a un asesor', { body: ANA.preview, tag: `conversacion-${ANA.id}` }]]);

      await user.click(screen.getByRole('button', { name: 'Silenciar sonido' }));
      expect(screen.getByRole('button', { name: 'Sonido silenciado' })).toHaveAttribute('aria-pressed', 'true');
      expect(localStorage.getItem('prestigio.conversaciones.sonido')).toBe('silenciado');
      await service.send({ type: 'waiting', conversation: { ...HELD, state: 'waiting', advisor: null, offeredTo: AN_AGENT.id }, forYou: true });
      await findToast('Bruno Díaz espera a un asesor');
      expect(notes).toHaveLength(2);
      expect(shown).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
      localStorage.clear();
    }
  });
});
