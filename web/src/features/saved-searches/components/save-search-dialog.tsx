import {
  savedSearchCreateSchema,
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
  savedSearchName,
  type SavedSearchCreate,
  type SavedSearchCriteria,
  type SavedSearchFrequency,
} from '@prestigio/contracts';
import { BellRing, CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { PrivacyConsentField } from '../../../components/ui/privacy-consent-field';
import { apiErrorBody, apiErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, fieldMessages } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/validation';
import { saveSearch } from '../api/saved-searches';

/** The form's part of the shared schema: the criteria come from the search on screen, not from an input. */
const saveSearchFormSchema = savedSearchCreateSchema.omit({ criteria: true });
type SaveSearchFormValues = { email: string; frequency: SavedSearchFrequency; privacy: boolean; website: string };
const formFields = ['email', 'frequency', 'privacy'] as const;

export const SAVE_SEARCH_FAILED = 'No pudimos guardar su búsqueda. Intente nuevamente en unos minutos.';

type SaveSearchDialogProps = { criteria: SavedSearchCriteria; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Guardar búsqueda": the criteria on screen under the name they will be mailed with, an e-mail, how often, and the
 * privacy consent. Nothing is active until the visitor opens the link the confirmation e-mail carries, and the dialog
 * says exactly that.
 */
export function SaveSearchDialog({ criteria, open, onOpenChange }: SaveSearchDialogProps) {
  const websiteId = useId();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SaveSearchFormValues, unknown, Omit<SavedSearchCreate, 'criteria'>>({
    resolver: contractResolver<typeof saveSearchFormSchema, SaveSearchFormValues>(saveSearchFormSchema),
    defaultValues: { email: '', frequency: 'al_momento', privacy: false, website: '' },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const name = savedSearchName(criteria);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const receipt = await saveSearch({ ...values, criteria });
      setConfirmation(receipt.message);
    } catch (error) {
      // A field the server refused shows under that field; anything else (too many searches, too many requests, no
      // answer) above the buttons.
      if (apiErrorBody(error)?.errors) applyServerFieldErrors(form.setError, error, formFields);
      else setFailure(apiErrorMessage(error) ?? SAVE_SEARCH_FAILED);
    }
  });

  const close = (isOpen: boolean) => {
    if (isSubmitting) return;
    onOpenChange(isOpen);
    if (!isOpen) {
      // A second save starts clean (another search, perhaps another address).
      setConfirmation(null);
      setFailure(null);
      form.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {confirmation ? (
          <div role="status">
            <CircleCheck className="h-10 w-10 text-gold-600" aria-hidden="true" />
            <DialogTitle className="mt-4">Revise su correo</DialogTitle>
            <DialogDescription>{confirmation}</DialogDescription>
            <p className="mt-3 text-sm text-navy-500">Búsqueda: {name}</p>
            <DialogFooter>
              <Button type="button" variant="navy" onClick={() => close(false)}>
                Aceptar
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <>
            <DialogTitle>Guardar búsqueda</DialogTitle>
            <DialogDescription>
              Le avisaremos por correo cuando publiquemos una propiedad que coincida, o cuando una baje de precio.
            </DialogDescription>
            <p className="mt-4 flex gap-3 rounded-lg bg-navy-50 p-4 text-navy-900 ring-1 ring-navy-100" data-testid="saved-search-name">
              <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-gold-600" aria-hidden="true" />
              <span className="font-semibold">{name}</span>
            </p>
            <form noValidate onSubmit={(event) => void submit(event)} aria-label="Guardar búsqueda" className="mt-6 space-y-5">
              <TextField label="Correo electrónico" type="email" autoComplete="email" errors={fieldMessages(errors.email)} {...register('email')} />
              <fieldset aria-describedby={errors.frequency ? `${websiteId}-frequency-error` : undefined}>
                <legend className="text-sm font-semibold text-navy-900">¿Con qué frecuencia quiere recibir los avisos?</legend>
                <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                  {savedSearchFrequencies.map((frequency) => (
                    <label key={frequency} className="flex cursor-pointer items-center gap-2 text-navy-700">
                      <input type="radio" value={frequency} className="h-4 w-4 accent-gold-600" {...register('frequency')} />
                      {savedSearchFrequencyLabels[frequency]}
                    </label>
                  ))}
                </div>
                {errors.frequency?.message && (
                  <p id={`${websiteId}-frequency-error`} className="mt-2 text-sm text-red-700">
                    {errors.frequency.message}
                  </p>
                )}
              </fieldset>

              {/* Honeypot, as on the contact form: off-screen and out of the tab order. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor={websiteId}>Sitio web</label>
                <input id={websiteId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
              </div>

              <PrivacyConsentField errors={fieldMessages(errors.privacy)} {...register('privacy')} />

              {failure && (
                <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
                  {failure}
                </p>
              )}
              <DialogFooter className="mt-6">
                <Button type="button" variant="secondary" onClick={() => close(false)} disabled={isSubmitting}>
                  Cancelar
                </Button>
                <Button type="submit" variant="gold" disabled={isSubmitting}>
                  {isSubmitting ? 'Guardando...' : 'Guardar búsqueda'}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
