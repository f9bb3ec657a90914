import type { PublicUser } from '@prestigio/contracts';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { cacheKeys } from '../../../lib/swr-config';
import { useUpdateUser } from '../api/update-user';
import type { UserAction } from '../lib/user-actions';

export interface PendingConfirmation {
  user: PublicUser;
  action: UserAction;
}

export const updateFailedTitle = 'No se pudo actualizar el usuario';
export const updateFailedFallback = 'Inténtalo de nuevo en unos momentos.';

/**
 * The admin's flow for one change: ask for confirmation, send it, tell how it went (the server's reason when it
 * refuses, such as keeping the last administrator) and show the list as the server now has it.
 */
export function useUserAdmin({ currentUserId }: { currentUserId: string }) {
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const { trigger, isMutating } = useUpdateUser();
  const { mutate } = useSWRConfig();

  const confirm = async () => {
    if (!confirmation) return;
    const { user, action } = confirmation;
    try {
      await trigger({ id: user.id, change: action.change });
      toast({ title: action.successTitle, description: action.successText });
      // Their own role changed: the frame (menu, role label, access to this page) must follow.
      if (user.id === currentUserId) void mutate(cacheKeys.user);
    } catch (error) {
      toast({
        title: updateFailedTitle,
        description: apiErrorMessage(error) ?? updateFailedFallback,
        variant: 'destructive',
      });
      // A refusal often means the list was out of date (someone else changed it): show the current one.
      void mutate(cacheKeys.users);
    } finally {
      setConfirmation(null);
    }
  };

  return {
    confirmation,
    ask: (user: PublicUser, action: UserAction) => setConfirmation({ user, action }),
    cancel: () => setConfirmation(null),
    confirm,
    isUpdating: isMutating,
  };
}
