import { propertyStatusLabels, type PropertyStatus } from '@prestigio/contracts';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { useArchiveProperty } from '../api/archive-property';
import { useChangePropertyStatus } from '../api/change-property-status';

/** What a row action needs to know about its listing. */
export interface PropertyRef {
  id: string;
  title: string;
  status: PropertyStatus;
}

export type PendingPropertyAction = { kind: 'status'; listing: PropertyRef } | { kind: 'archive'; listing: PropertyRef };

const tryAgain = 'Inténtalo de nuevo en unos momentos.';

/**
 * The table's row actions that need a second step: changing the status (chosen in a dialog) and archiving
 * (confirmed in a dialog). Each says how it went; a refusal shows the server's reason (e.g. not the agent's own).
 */
export function usePropertyActions() {
  const [pending, setPending] = useState<PendingPropertyAction | null>(null);
  const statusChange = useChangePropertyStatus();
  const archive = useArchiveProperty();

  const changeStatus = async (status: PropertyStatus) => {
    if (pending?.kind !== 'status') return;
    const { listing } = pending;
    if (status === listing.status) {
      setPending(null);
      return;
    }
    try {
      await statusChange.trigger({ id: listing.id, status });
      toast({ title: 'Estado actualizado', description: `«${listing.title}» ahora está como ${propertyStatusLabels[status]}.` });
      setPending(null);
    } catch (error) {
      toast({ title: 'No se pudo cambiar el estado', description: apiErrorMessage(error) ?? tryAgain, variant: 'destructive' });
    }
  };

  const confirmArchive = async () => {
    if (pending?.kind !== 'archive') return;
    const { listing } = pending;
    try {
      await archive.trigger(listing.id);
      toast({ title: 'Propiedad archivada', description: `«${listing.title}» ya no se muestra en el portal ni en el sitio.` });
      setPending(null);
    } catch (error) {
      toast({ title: 'No se pudo archivar la propiedad', description: apiErrorMessage(error) ?? tryAgain, variant: 'destructive' });
    }
  };

  return {
    pending,
    askStatus: (listing: PropertyRef) => setPending({ kind: 'status', listing }),
    askArchive: (listing: PropertyRef) => setPending({ kind: 'archive', listing }),
    close: () => setPending(null),
    changeStatus,
    confirmArchive,
    isWorking: statusChange.isMutating || archive.isMutating,
  };
}
