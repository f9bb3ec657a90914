import { propertyStatuses, propertyStatusLabels, publishedPropertyStatuses, type PropertyStatus } from '@prestigio/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import type { PropertyRef } from '../hooks/use-property-actions';
import { PropertyStatusBadge } from './property-badges';

/** What each status means for the agent: above all, whether the public sees the listing. */
export const statusExplanations: Record<PropertyStatus, string> = {
  disponible: 'Publicada en el sitio y disponible para clientes.',
  destacado: 'Publicada y mostrada entre las propiedades destacadas de la página principal.',
  apartada: 'Un cliente la reservó. Deja de mostrarse en el sitio.',
  vendida: 'Operación cerrada. Deja de mostrarse en el sitio.',
  rentada: 'Operación cerrada. Deja de mostrarse en el sitio.',
  borrador: 'En preparación: solo el equipo la ve en el portal.',
};

export interface ChangeStatusDialogProps {
  listing: PropertyRef | null;
  isSaving: boolean;
  onSave: (status: PropertyStatus) => void;
  onCancel: () => void;
}

/** Choose a listing's new status among all of them, each with what it means, then save. */
export function ChangeStatusDialog({ listing, isSaving, onSave, onCancel }: ChangeStatusDialogProps) {
  const [choice, setChoice] = useState<PropertyStatus>(listing?.status ?? 'disponible');
  const groupName = useId();
  // Each listing opened starts from its own status (React's "adjust state when a prop changes", during render).
  const [openedFor, setOpenedFor] = useState(listing);
  if (listing !== openedFor) {
    setOpenedFor(listing);
    if (listing) setChoice(listing.status);
  }

  return (
    <ConfirmDialog
      open={listing !== null}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      title="Cambiar estado"
      description={
        listing && (
          <>
            «{listing.title}» está como <PropertyStatusBadge status={listing.status} className="align-middle" />
          </>
        )
      }
      confirmLabel="Guardar estado"
      busyLabel="Guardando..."
      busy={isSaving}
      confirmDisabled={choice === listing?.status}
      onConfirm={() => onSave(choice)}
      onCancel={onCancel}
    >
      <fieldset className="mt-6">
        <legend className="sr-only">Nuevo estado</legend>
        <div className="space-y-2">
          {propertyStatuses.map((status) => (
            <label
              key={status}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg px-3.5 py-3 ring-1 transition-colors',
                choice === status ? 'bg-gold-100/50 ring-gold-400' : 'ring-navy-100 hover:bg-navy-50',
              )}
            >
              <input
                type="radio"
                name={groupName}
                value={status}
                checked={choice === status}
                onChange={() => setChoice(status)}
                className="mt-1 h-4 w-4 accent-gold-600"
              />
              <span>
                <span className="flex items-center gap-2 font-semibold text-navy-900">
                  {propertyStatusLabels[status]}
                  {publishedPropertyStatuses.includes(status) && (
                    <span className="text-xs font-medium text-emerald-700">Público</span>
                  )}
                </span>
                <span className="mt-0.5 block text-sm text-navy-700">{statusExplanations[status]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}
