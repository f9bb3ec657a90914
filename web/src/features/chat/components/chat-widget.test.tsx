import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatFrame, fakeChatService } from '../../../test/chat-socket';
import { findToast, renderWithProviders } from '../../../test/render';
import { ChatWidget, type BookingDialogSlotProps } from './chat-widget';

const LEAD_ID = '5f0c2a7e-3b1d-4e8f-a6c9-2d7b1e0f3a45';
/** The call the booking answer gave: the chat posts it with the confirmation so the assistant can give its links. */
const BOOKED_CALL = {
  scheduledAt: '2026-12-02T16:00:00.000Z',
  meetingUrl: 'https://meet.jit.si/prestigio-5f0c2a7e',
  managePath: '/videollamada/token-de-gestion',
};

/** Stands in for the booking dialog the landing renders in the slot: shows what the widget hands it. */
function BookingSlot({ open, leadId, onBooked }: BookingDialogSlotProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Agendar Videollamada con IA">
      <p>Cliente {leadId}</p>
      <button type="button" onClick={() => onBooked('Videollamada agendada para el 2 de diciembre a las 10:00.', BOOKED_CALL)}>
        Confirmar
      </button>
    </div>
  );
}

async function openChat(serviceOptions?: Parameters<typeof fakeChatService>[0]) {
  const service = fakeChatService(serviceOptions);
  const rendered = renderWithProviders(<ChatWidget renderBookingDialog={(props) => <BookingSlot {...props} />} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Abrir chat con un asistente' }));
  const panel = screen.getByRole('region', { name: 'Chat con el asistente de Prestigio' });
  const input = within(panel).getByRole('textbox', { name: 'Escriba su mensaje' });
  const sendButton = within(panel).getByRole('button', { name: 'Enviar mensaje' });
  return { ...rendered, service, panel: within(panel), input, sendButton };
}

async function openReadyChat() {
  const chat = await openChat();
  await chat.service.welcome();
  await waitFor(() => expect(chat.input).toBeEnabled());
  return chat;
}

describe('ChatWidget', () => {
  it('shows "Conectando al chat..." and keeps the input disabled until connected and a client id arrived', async () => {
    const { service, panel, input, sendButton } = await openChat();

    expect(panel.getByText('Conectando al chat...')).toBeVisible();
    expect(input).toBeDisabled();
    expect(sendButton).toBeDisabled();

    await service.connected;
    // Connected, but no welcome (client id) yet.
    await service.send(chatFrame('typing', {}));
    expect(input).toBeDisabled();

    await service.welcome('Hola, ¿en qué le ayudo?');
    await waitFor(() => expect(input).toBeEnabled());
    expect(sendButton).toBeEnabled();
    expect(panel.getByText('En línea')).toBeInTheDocument();
    expect(panel.getByText('Hola, ¿en qué le ayudo?')).toBeInTheDocument();
    expect(panel.queryByText('Conectando al chat...')).not.toBeInTheDocument();
  });

  it('shows the typing indicator until any other frame arrives', async () => {
    const { service, panel } = await openReadyChat();

    await service.send(chatFrame('typing', {}));
    expect(await panel.findByRole('listitem', { name: 'El asistente está escribiendo' })).toBeInTheDocument();
    await service.send(chatFrame('message', { content: 'Tenemos tres casas en Coyoacán.' }));
    expect(await panel.findByText('Tenemos tres casas en Coyoacán.')).toBeInTheDocument();
    expect(panel.queryByRole('listitem', { name: 'El asistente está escribiendo' })).not.toBeInTheDocument();

    // A frame with nothing to show ends it too.
    await service.send(chatFrame('typing', {}));
    await panel.findByRole('listitem', { name: 'El asistente está escribiendo' });
    await service.send(chatFrame('info_received', { field: 'name' }));
    await waitFor(() => expect(panel.queryByRole('listitem', { name: 'El asistente está escribiendo' })).not.toBeInTheDocument());
  });

  it('sends the trimmed text, echoes it, and ignores a blank message', async () => {
    const { user, service, panel, input, sendButton } = await openReadyChat();

    await user.type(input, '   ');
    await user.click(sendButton);
    await user.type(input, '  Busco casa en Querétaro  ');
    await user.click(sendButton);

    await waitFor(() => expect(service.received).toHaveLength(1));
    expect(service.received[0]).toMatchObject({ type: 'message', sender: 'user', content: 'Busco casa en Querétaro' });
    expect(panel.getByText('Busco casa en Querétaro')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('asks for a requested name in the panel and sends it as an info frame, echoed as the visitor’s message', async () => {
    const { user, service, panel } = await openReadyChat();

    await service.send(chatFrame('request_info', { field: 'name', content: '¿Cómo se llama?' }));
    const answer = await panel.findByLabelText('Su nombre');
    await user.type(answer, 'Mariana López');
    await user.click(panel.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(service.received).toHaveLength(1));
    expect(service.received[0]).toMatchObject({ type: 'info', name: 'Mariana López' });
    expect(panel.getByText('Mariana López')).toBeInTheDocument();
    expect(panel.queryByLabelText('Su nombre')).not.toBeInTheDocument();
  });

  it('for a requested contact asks e-mail or WhatsApp first, checks the number, then sends it as phone', async () => {
    const { user, service, panel } = await openReadyChat();

    await service.send(chatFrame('request_info', { field: 'contact', content: '¿Cómo le contactamos?' }));
    const channel = await panel.findByRole('group', { name: 'Medio de contacto' });
    expect(within(channel).getByText('¿Cómo prefiere que le contactemos?')).toBeInTheDocument();
    await user.click(within(channel).getByRole('button', { name: 'WhatsApp' }));

    const phone = panel.getByLabelText('Su número de WhatsApp');
    await user.type(phone, '5512');
    await user.click(panel.getByRole('button', { name: 'Enviar' }));
    expect(panel.getByRole('alert')).toHaveTextContent('El teléfono debe tener al menos 8 dígitos');
    expect(service.received).toHaveLength(0);

    await user.type(phone, '345678');
    await user.click(panel.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(service.received).toHaveLength(1));
    expect(service.received[0]).toMatchObject({ type: 'info', phone: '5512345678' });
  });

  it('opens the booking dialog for a video_call_offer and posts its confirmation into the chat', async () => {
    const { user, service, panel } = await openReadyChat();

    await service.send(chatFrame('video_call_offer', { leadId: LEAD_ID, content: '¿Agendamos una videollamada?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar Videollamada con IA' });
    expect(dialog).toHaveTextContent(`Cliente ${LEAD_ID}`);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(service.received).toHaveLength(1));
    expect(service.received[0]).toMatchObject({
      type: 'message',
      content: 'Videollamada agendada para el 2 de diciembre a las 10:00.',
      videoCall: BOOKED_CALL,
    });
    expect(panel.getByText('Videollamada agendada para el 2 de diciembre a las 10:00.')).toBeInTheDocument();
  });

  it('closing the panel ends the conversation: reopened, it connects anew with no old messages', async () => {
    const { user, service, panel } = await openReadyChat();
    await service.send(chatFrame('message', { content: 'Mensaje de la primera conversación' }));
    await panel.findByText('Mensaje de la primera conversación');

    await user.click(panel.getByRole('button', { name: 'Cerrar chat' }));
    expect(screen.queryByRole('region', { name: 'Chat con el asistente de Prestigio' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir chat con un asistente' }));

    expect(screen.getByText('Conectando al chat...')).toBeInTheDocument();
    expect(screen.queryByText('Mensaje de la primera conversación')).not.toBeInTheDocument();
  });

  it('raises the destructive "Error de conexión" toast when the chat cannot connect', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { panel, input } = await openChat({ unreachable: true });

    const toast = await findToast('Error de conexión', 'No se pudo conectar al chat. Intente nuevamente.');
    expect(toast).toHaveClass('destructive');
    expect(panel.getByText('Conectando al chat...')).toBeVisible();
    expect(input).toBeDisabled();
  });

  describe('when an advisor answers (issue 26)', () => {
    const LAURA = { id: '7c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Laura Méndez', portraitUrl: null };
    /** A frame of the handoff's additions (docs/live-chat.md), as the chat service sends it. */
    const liveFrame = (type: string, fields: Record<string, unknown>) => {
      const content = typeof fields.content === 'string' ? fields.content : '';
      return JSON.stringify({ id: crypto.randomUUID(), timestamp: new Date().toISOString(), sender: 'agent', ...fields, type, content, message: content });
    };

    it('shows the wait, then the advisor’s name and portrait, their typing, their words and the listing they send as a card', async () => {
      const { service, panel } = await openReadyChat();

      await service.send(liveFrame('conversation_state', { state: 'waiting', advisor: null, estimatedWaitMinutes: 3, content: 'Esperando a un asesor.' }));
      expect(await panel.findByText('Esperando a un asesor · unos 3 min')).toBeInTheDocument();
      // Said once, in the header (the assistant's own message gives the estimate in words).
      expect(panel.queryByText('Esperando a un asesor.')).not.toBeInTheDocument();

      await service.send(liveFrame('conversation_state', { state: 'agent', advisor: LAURA, estimatedWaitMinutes: null, content: 'Laura Méndez se unió a la conversación.' }));
      expect(await panel.findByRole('heading', { name: 'Laura Méndez' })).toBeInTheDocument();
      expect(panel.getByText('Asesor de Prestigio · En línea')).toBeInTheDocument();
      expect(panel.getByText('Laura Méndez se unió a la conversación.')).toBeInTheDocument();
      expect(panel.getByTestId('portrait')).toHaveTextContent('LM');

      await service.send(liveFrame('typing', { advisor: LAURA }));
      expect(await panel.findByRole('listitem', { name: 'Laura está escribiendo' })).toHaveTextContent('Laura está escribiendo…');
      await service.send(liveFrame('message', { advisor: LAURA, content: 'Hola, soy Laura. ¿Le muestro una opción?' }));
      const words = (await panel.findByText('Hola, soy Laura. ¿Le muestro una opción?')).closest('li') as HTMLElement;
      expect(within(words).getByText('Laura Méndez')).toBeInTheDocument();
      expect(panel.queryByRole('listitem', { name: 'Laura está escribiendo' })).not.toBeInTheDocument();

      await service.send(
        liveFrame('message', {
          advisor: LAURA,
          content: 'Esta le puede interesar:',
          properties: [{ title: 'Departamento en Polanco', url: '/propiedades/departamento-en-polanco', price: '$8,500,000' }],
          card: { title: 'Departamento en Polanco', url: '/propiedades/departamento-en-polanco', price: '$8,500,000', location: 'Polanco, Ciudad de México', imageUrl: null },
        }),
      );
      const card = await panel.findByRole('link', { name: /Departamento en Polanco/ });
      expect(card).toHaveAttribute('href', '/propiedades/departamento-en-polanco');
      expect(card).toHaveTextContent('Polanco, Ciudad de México');
      expect(card).toHaveTextContent('$8,500,000');
      // One link to the listing, not the card and the spec's plain link as well.
      expect(panel.getAllByRole('link', { name: /Departamento en Polanco/ })).toHaveLength(1);

      await service.send(liveFrame('conversation_state', { state: 'assistant', advisor: null, estimatedWaitMinutes: null, content: 'La conversación volvió al asistente.' }));
      expect(await panel.findByRole('heading', { name: 'Asistente Prestigio' })).toBeInTheDocument();
      expect(panel.getByText('La conversación volvió al asistente.')).toBeInTheDocument();
    });

    it('tells the advisor the visitor is typing (one frame every 2 s at most), never the assistant', async () => {
      const { user, service, input } = await openReadyChat();

      await user.type(input, 'Hola');
      expect(service.received).toEqual([]);

      await service.send(liveFrame('conversation_state', { state: 'agent', advisor: LAURA, estimatedWaitMinutes: null, content: 'Laura Méndez se unió a la conversación.' }));
      await screen.findByRole('heading', { name: 'Laura Méndez' });
      await user.type(input, ', ¿tiene fotos?');
      expect(service.received).toEqual([{ type: 'typing' }]);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(service.received).toHaveLength(2));
      expect(service.received[1]).toMatchObject({ type: 'message', sender: 'user', content: 'Hola, ¿tiene fotos?' });
    });
  });
});
