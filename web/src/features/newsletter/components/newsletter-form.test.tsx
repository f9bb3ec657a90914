import { newsletterMessages } from '@prestigio/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, heldCall, http, HttpResponse } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { NEWSLETTER_FAILURE } from '../lib/newsletter-messages';
import { NewsletterForm } from './newsletter-form';

function renderNewsletter() {
  const rendered = renderWithProviders(<NewsletterForm />);
  const subscribe = async (email: string) => {
    await rendered.user.type(screen.getByLabelText('Correo electrónico'), email);
    await rendered.user.click(screen.getByRole('button', { name: /Suscribirme|Enviando/ }));
  };
  return { ...rendered, subscribe };
}

describe('NewsletterForm', () => {
  it('checks the address with the contact form’s rule and sends nothing when it is wrong', async () => {
    let requests = 0;
    server.use(http.post('/api/newsletter', () => void requests++));
    const { subscribe } = renderNewsletter();
    await subscribe('mariana@');

    // The rule arrives with the first submit (zod stays out of the footer's code).
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Ingrese un correo válido'));
    expect(requests).toBe(0);
  });

  it('reads "Enviando..." while subscribing, then confirms in the server’s words and empties the field', async () => {
    const call = heldCall('post', '/api/newsletter', () => HttpResponse.json({ status: 'suscrito', message: newsletterMessages.subscribed }, { status: 201 }));
    const { subscribe } = renderNewsletter();
    await subscribe(' mariana@example.com ');

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    call.release();

    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.subscribed);
    expect(call.received).toEqual({ email: 'mariana@example.com', website: '' });
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
  });

  it('says what went wrong: the server’s message, or a general one', async () => {
    server.use(http.post('/api/newsletter', () => apiError(429, 'Demasiadas solicitudes desde este correo. Intente más tarde.')));
    const { user, subscribe } = renderNewsletter();
    await subscribe('mariana@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Demasiadas solicitudes desde este correo. Intente más tarde.'),
    );

    server.use(http.post('/api/newsletter', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(NEWSLETTER_FAILURE));
  });
});
