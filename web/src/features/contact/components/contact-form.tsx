import { interestLabels, interests } from '@prestigio/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { PRIVACY_NOTICE_PATH } from '../../site/lib/site-links';
import { useContactForm, type UseContactFormOptions } from '../hooks/use-contact-form';
import { LeadSentDialog } from './lead-sent-dialog';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

type ContactFormProps = UseContactFormOptions & {
  /** `narrow` stacks every field (a listing page's sidebar); `wide` pairs phone and email from small screens up. */
  layout?: 'wide' | 'narrow';
};

/** The contact form of the landing and of each listing's page (spec §5). */
export function ContactForm({ layout = 'wide', ...options }: ContactFormProps) {
  const { form, submit, sending, sent, closeConfirmation } = useContactForm(options);
  const { register, formState } = form;
  const { errors } = formState;
  const ids = { interest: useId(), message: useId(), privacy: useId(), website: useId() };
  const errorId = (id: string) => `${id}-error`;

  return (
    <>
      <form noValidate onSubmit={submit} aria-label="Formulario de contacto" className="space-y-5">
        <TextField
          label="Nombre completo"
          autoComplete="name"
          errors={errors.name?.message ? [errors.name.message] : []}
          {...register('name')}
        />
        <div className={layout === 'wide' ? 'grid gap-5 sm:grid-cols-2' : 'grid gap-5'}>
          <TextField
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            errors={errors.phone?.message ? [errors.phone.message] : []}
            {...register('phone')}
          />
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            errors={errors.email?.message ? [errors.email.message] : []}
            {...register('email')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.interest}>¿En qué está interesado? (opcional)</Label>
          <Select
            id={ids.interest}
            aria-invalid={errors.interest ? true : undefined}
            aria-describedby={errors.interest ? errorId(ids.interest) : undefined}
            {...register('interest')}
          >
            <option value="">Seleccione una opción</option>
            {interests.map((interest) => (
              <option key={interest} value={interest}>
                {interestLabels[interest]}
              </option>
            ))}
          </Select>
          <FieldError id={errorId(ids.interest)} message={errors.interest?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.message}>Mensaje (opcional)</Label>
          <Textarea
            id={ids.message}
            rows={4}
            maxLength={2000}
            placeholder="Cuéntenos qué busca: zona, presupuesto, número de recámaras..."
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? errorId(ids.message) : undefined}
            {...register('message')}
          />
          <FieldError id={errorId(ids.message)} message={errors.message?.message} />
        </div>

        {/* Honeypot: off-screen and out of the tab order, so only bots that fill every field ever type here. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={ids.website}>Sitio web</label>
          <input id={ids.website} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>

        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id={ids.privacy}
              className="mt-0.5"
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={errors.privacy ? errorId(ids.privacy) : undefined}
              {...register('privacy')}
            />
            <label htmlFor={ids.privacy} className="text-sm leading-relaxed text-navy-700">
              He leído y acepto el{' '}
              <Link
                to={PRIVACY_NOTICE_PATH}
                target="_blank"
                rel="noopener"
                className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
              >
                Aviso de Privacidad
              </Link>{' '}
              y autorizo el tratamiento de mis datos para ser contactado.
            </label>
          </div>
          <FieldError id={errorId(ids.privacy)} message={errors.privacy?.message} />
        </div>

        <Button type="submit" variant="gold" size="lg" disabled={sending} className={layout === 'wide' ? 'w-full sm:w-auto sm:min-w-56' : 'w-full'}>
          <Send className="h-5 w-5" aria-hidden="true" />
          {sending ? 'Enviando...' : 'Enviar mensaje'}
        </Button>
      </form>
      <LeadSentDialog open={sent} onClose={closeConfirmation} />
    </>
  );
}
