import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, delay, heldCall, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { LEAD_FAILURE_FALLBACK, LEAD_FAILURE_TITLE } from '../lib/lead-errors';
import { ContactForm } from './contact-form';

function renderForm() {
  const rendered = renderWithProviders(<ContactForm />);
  const { user } = rendered;
  const field = (label: string) => screen.getByLabelText(label);
  const fillValidLead = async () => {
    await user.type(field('Nombre completo'), 'Mariana López');
    await user.type(field('Teléfono'), '55 1234 5678');
    await user.type(field('Correo electrónico'), 'mariana@example.com');
    await user.click(screen.getByRole('checkbox'));
  };
  const send = () => user.click(screen.getByRole('button', { name: /Enviar mensaje/ }));
  return { ...rendered, field, fillValidLead, send };
}

describe('ContactForm', () => {
  it('shows the spec §5 message under each invalid field and sends nothing', async () => {
    let requests = 0;
    server.use(http.post('/api/leads', () => void requests++));
    const { user, field, send } = renderForm();

    await user.type(field('Nombre completo'), 'M');
    await user.type(field('Teléfono'), '5512');
    await user.type(field('Correo electrónico'), 'mariana@');
    await send();

    // Validation is asynchronous (the contract's schema): wait for its messages.
    await waitFor(() => expect(field('Nombre completo')).toHaveAccessibleDescription('El nombre es demasiado corto'));
    expect(field('Teléfono')).toHaveAccessibleDescription('El teléfono debe tener al menos 8 dígitos');
    expect(field('Correo electrónico')).toHaveAccessibleDescription('Ingrese un correo válido');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Debe aceptar la política de privacidad');
    expect(field('Nombre completo')).toBeInvalid();
    expect(requests).toBe(0);
  });

  it('reads "Enviando..." while sending, then opens the success dialog, which "Aceptar" closes, on a reset form', async () => {
    const call = heldCall('post', '/api/leads', () =>
      HttpResponse.json({ id: crypto.randomUUID(), status: 'recibido' }, { status: 201 }),
    );
    const { user, field, fillValidLead, send } = renderForm();
    await fillValidLead();
    await user.selectOptions(screen.getByLabelText('¿En qué está interesado? (opcional)'), 'compra');
    await send();

    const sending = await screen.findByRole('button', { name: /Enviando\.\.\./ });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(call.received).toBeDefined());
    expect(call.received).toMatchObject({
      name: 'Mariana López',
      phone: '55 1234 5678',
      email: 'mariana@example.com',
      interest: 'compra',
      privacy: true,
    });
    call.release();

    const dialog = await screen.findByRole('dialog', { name: '¡Mensaje enviado!' });
    expect(field('Nombre completo')).toHaveValue('');
    expect(field('Teléfono')).toHaveValue('');
    expect(field('Correo electrónico')).toHaveValue('');
    expect(screen.getByRole('checkbox', { hidden: true })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Enviar mensaje/ })).toBeEnabled();
  });

  it('keeps what was typed and shows the server message of a rejected lead under its field and in a toast', async () => {
    server.use(
      http.post('/api/leads', () =>
        apiError(400, 'Revise los datos del formulario', { email: 'Este correo no puede recibir mensajes' }),
      ),
    );
    const { field, fillValidLead, send } = renderForm();
    await fillValidLead();
    await send();

    await findToast(LEAD_FAILURE_TITLE, 'Revise los datos del formulario');
    expect(field('Correo electrónico')).toHaveAccessibleDescription('Este correo no puede recibir mensajes');
    expect(field('Nombre completo')).toHaveValue('Mariana López');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar mensaje/ })).toBeEnabled();
  });

  it('says how else to reach the agency when the request fails without an answer of ours', async () => {
    server.use(http.post('/api/leads', async () => {
      await delay(10);
      return HttpResponse.error();
    }));
    const { fillValidLead, send } = renderForm();
    await fillValidLead();
    await send();

    await findToast(LEAD_FAILURE_TITLE, LEAD_FAILURE_FALLBACK);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
