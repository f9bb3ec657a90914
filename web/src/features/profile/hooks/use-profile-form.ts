import { updateOwnProfileSchema, type PublicUser, type UpdateOwnProfileInput } from '@prestigio/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/phone';
import { contractResolver } from '../../../lib/validation';
import { useUpdateOwnProfile } from '../api/update-own-profile';

export interface ProfileFormValues {
  fullName: string;
  /** As typed; '' clears the phone. */
  phone: string;
}

const profileFields = ['fullName', 'phone'] as const;
const resolver = contractResolver<typeof updateOwnProfileSchema, ProfileFormValues>(updateOwnProfileSchema);

/** What the form shows of a user: the stored phone written the way people read it (saved again, the same digits). */
export function profileFormValues(user: Pick<PublicUser, 'fullName' | 'phone'>): ProfileFormValues {
  return { fullName: user.fullName ?? '', phone: user.phone ? formatPhone(user.phone) : '' };
}

/**
 * "Mi perfil": the contract's rules and messages in the browser, the change saved, a toast, and the form showing what
 * the server kept (the session's cache is updated by the call). A refusal puts the server's messages under the fields
 * and in a toast.
 */
export function useProfileForm(user: PublicUser) {
  const { trigger, isMutating } = useUpdateOwnProfile();
  const form = useForm<ProfileFormValues, unknown, UpdateOwnProfileInput>({ resolver, defaultValues: profileFormValues(user) });

  const submit = form.handleSubmit(async (values) => {
    try {
      // A cleared field is sent as null: an empty phone removes it.
      const saved = await trigger({ fullName: values.fullName, phone: values.phone ?? null });
      form.reset(profileFormValues(saved));
      toast({ title: 'Perfil actualizado', description: 'Tus propiedades mostrarán estos datos en unos momentos.' });
    } catch (error) {
      applyServerFieldErrors(form.setError, error, profileFields);
      toast({
        title: 'No se pudo guardar tu perfil',
        description: apiErrorMessage(error) ?? 'Revisa tu conexión e inténtalo de nuevo en unos momentos.',
        variant: 'destructive',
      });
    }
  });

  return { form, submit, isSaving: isMutating };
}
