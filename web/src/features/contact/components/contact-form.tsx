import { interestLabels, interests } from '@prestigio/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormField, TextField } from '../../../components/ui/form-field';
import { CheckboxField, PrivacyConsentField } from '../../../components/ui/privacy-consent-field';
import { Select, SelectOptions } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useFavourites } from '../../../lib/favourites';
import { fieldMessages } from '../../../lib/form-errors';
import { favouritesLink } from '../../../lib/site-links';
import { CONTACT_FORM_NAME, useContactForm, type UseContactFormOptions } from '../hooks/use-contact-form';
import { LeadSentDialog } from './lead-sent-dialog';

type ContactFormProps = UseContactFormOptions & {
  /** `narrow` stacks every field (a listing page's sidebar); `wide` pairs phone and email from small screens up. */
  layout?: 'wide' | 'narrow';
};

/** The contact form of the landing and of each listing's page (spec §5). */
export function ContactForm({ layout = 'wide', ...options }: ContactFormProps) {
  const { form, submit, sending, sent, closeConfirmation } = useContactForm(options);
  const { register, formState } = form;
  const { errors } = formState;
  const websiteId = useId();
  // Known only in the browser (this device's storage): the option appears once the form runs, and only with favourites.
  const favouriteCount = useFavourites().length;

  return (
    <>
      {/* Its code comes after the page's: until it is React's, its fields are the browser's (lib/first-interaction). */}
      <form noValidate onSubmit={submit} aria-label={CONTACT_FORM_NAME} data-late-code="" className="space-y-5">
        <TextField
          label="Nombre completo"
          autoComplete="name"
          errors={fieldMessages(errors.name)}
          {...register('name')}
        />
        <div className={layout === 'wide' ? 'grid gap-5 sm:grid-cols-2' : 'grid gap-5'}>
          <TextField
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            errors={fieldMessages(errors.phone)}
            {...register('phone')}
          />
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            errors={fieldMessages(errors.email)}
            {...register('email')}
          />
        </div>
        <FormField label="¿En qué está interesado? (opcional)" errors={fieldMessages(errors.interest)}>
          {(control) => (
            <Select {...control} {...register('interest')}>
              <option value="">Seleccione una opción</option>
              <SelectOptions values={interests} labels={interestLabels} />
            </Select>
          )}
        </FormField>
        <FormField label="Mensaje (opcional)" errors={fieldMessages(errors.message)}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={2000}
              placeholder="Cuéntenos qué busca: zona, presupuesto, número de recámaras..."
              {...register('message')}
            />
          )}
        </FormField>

        {/* Honeypot: off-screen and out of the tab order, so only bots that fill every field ever type here. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={websiteId}>Sitio web</label>
          <input id={websiteId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>

        {favouriteCount > 0 && (
          <CheckboxField
            {...register('includeFavourites')}
            label={
              <>
                Enviar también {favouriteCount === 1 ? 'la propiedad' : `las ${favouriteCount} propiedades`} de{' '}
                <Link
                  to={favouritesLink.to}
                  className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
                >
                  Mis favoritos
                </Link>{' '}
                (opcional), para que su asesor sepa qué le gustó.
              </>
            }
          />
        )}

        <PrivacyConsentField errors={fieldMessages(errors.privacy)} {...register('privacy')} />

        <Button type="submit" variant="gold" size="lg" disabled={sending} className={layout === 'wide' ? 'w-full sm:w-auto sm:min-w-56' : 'w-full'}>
          <Send className="h-5 w-5" aria-hidden="true" />
          {sending ? 'Enviando...' : 'Enviar mensaje'}
        </Button>
      </form>
      <LeadSentDialog open={sent} onClose={closeConfirmation} />
    </>
  );
}
