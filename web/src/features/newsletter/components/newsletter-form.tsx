import { CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '../../../lib/cn';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';

// The address is checked with the contract's zod rule, loaded at the first submit: the footer is on every public page,
// and zod evaluated with it was a long task of the page's start on a phone.
const loadMessages = () => import('../lib/newsletter-messages');

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** The footer's newsletter field: validates the address, stores the subscription and says clearly what happened. */
export function NewsletterForm() {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { newsletterConfirmation, newsletterEmailError, newsletterFailureMessage } = await loadMessages();
    const invalid = newsletterEmailError(email);
    if (invalid) {
      setStatus({ kind: 'error', message: invalid });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const receipt = await subscribeToNewsletter({ email: email.trim(), website });
      setEmail('');
      setStatus({ kind: 'done', message: newsletterConfirmation(receipt) });
    } catch (error) {
      setStatus({ kind: 'error', message: newsletterFailureMessage(error) });
    }
  }

  const hasError = status.kind === 'error';
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Suscripción al boletín" className="relative">
      <label htmlFor={inputId} className="text-sm text-navy-100">
        Correo electrónico
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="su.correo@ejemplo.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind !== 'sending') setStatus({ kind: 'idle' });
          }}
          aria-invalid={hasError || undefined}
          aria-describedby={status.kind === 'idle' || status.kind === 'sending' ? undefined : messageId}
          className={cn(
            'h-11 w-full min-w-0 rounded-md border border-white/20 bg-white/10 px-3.5 text-base text-white placeholder:text-navy-300',
            'focus-visible:border-gold-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400/50',
            'aria-invalid:border-red-300',
          )}
        />
        <button
          type="submit"
          disabled={status.kind === 'sending'}
          className="h-11 shrink-0 rounded-md bg-gold-400 px-5 text-sm font-semibold text-navy-900 transition-colors hover:bg-gold-300 disabled:opacity-60"
        >
          {status.kind === 'sending' ? 'Enviando...' : 'Suscribirme'}
        </button>
      </div>
      {/* Honeypot, as on the contact form: hidden from people, filled by simple bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${inputId}-website`}>Sitio web</label>
        <input
          id={`${inputId}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div aria-live="polite" className="min-h-6">
        {status.kind === 'done' && (
          <p id={messageId} role="status" className="mt-3 flex items-start gap-2 text-sm text-gold-200">
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {status.message}
          </p>
        )}
        {hasError && (
          <p id={messageId} className="mt-3 text-sm font-medium text-red-200">
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
