import type { AgentProperty, PublicUser } from '@prestigio/contracts';
import { ArrowLeft, RefreshCw, ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePortalProperty } from '../api/get-portal-property';
import { usePendingPhotosGuard } from '../hooks/use-pending-photos-guard';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { canManageProperty } from '../lib/property-permissions';
import { PendingPhotosDialog } from './pending-photos-dialog';
import { PhotoManager } from './photo-manager';
import { PropertyStatusBadge } from './property-badges';
import { PropertyForm } from './property-form';

function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section role="alert" className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-navy-100 sm:p-12">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-navy-50 ring-1 ring-navy-200">
        <ShieldAlert className="h-7 w-7 text-navy-700" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-navy-900">{title}</h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-navy-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <Button asChild variant="navy">
          <Link to="/properties">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Volver a Propiedades
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** /properties/:id/edit: the listing's photos and its form, for whoever may change it. */
export function EditProperty({ id, user }: { id: string; user: PublicUser }) {
  const { data: listing, error, isLoading, mutate } = usePortalProperty(id);
  const { hash } = useLocation();

  // Arriving from "Crear propiedad" (#fotos): the photo section is the next step, so it is brought into view.
  const loaded = listing !== undefined;
  useEffect(() => {
    if (loaded && hash === '#fotos') document.getElementById('fotos')?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  if (isLoading) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Cargando propiedad…" />
      </div>
    );
  }
  if (isNotFound(error)) {
    return <Notice title="La propiedad no existe" text="Puede que se haya archivado o que el enlace no sea correcto." />;
  }
  if (error || !listing) {
    return (
      <Notice title="No se pudo cargar la propiedad" text={apiErrorMessage(error) ?? 'Revisa tu conexión e inténtalo de nuevo.'}>
        <Button variant="secondary" onClick={() => void mutate()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Reintentar
        </Button>
      </Notice>
    );
  }
  if (!canManageProperty(user, listing)) {
    return (
      <Notice
        title="Solo puedes modificar las propiedades que tienes a tu cargo"
        text={`«${listing.title}» está a cargo de ${listing.agent?.fullName ?? 'otro agente'}. Pide a un administrador que te la asigne si necesitas cambiarla.`}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-2 rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-navy-100 sm:flex-row sm:items-center sm:gap-4">
        <p className="min-w-0 font-semibold text-navy-900 sm:flex-1">{listing.title}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PropertyStatusBadge status={listing.status} />
          <p className="text-sm text-navy-500">
            {listing.agent ? `A cargo de ${listing.agent.fullName}` : 'Sin agente asignado'}
          </p>
        </div>
      </div>
      <PropertyEditor key={listing.id} listing={listing} />
    </div>
  );
}

/**
 * The photos and the form of one listing. They share the photos waiting to be sent: "Guardar cambios" sends them with
 * the fields, and leaving the page while any wait asks first.
 */
function PropertyEditor({ listing }: { listing: AgentProperty }) {
  const uploads = usePhotoUploads({ listingId: listing.id, photosOnProperty: listing.images.length });
  const pending = uploads.queue.length;
  const blocker = usePendingPhotosGuard(pending);
  return (
    <>
      <PhotoManager listing={listing} uploads={uploads} />
      <PropertyForm
        listing={listing}
        pendingPhotos={{ count: pending, upload: uploads.uploadAll, isUploading: uploads.isUploading }}
      />
      <PendingPhotosDialog blocker={blocker} count={pending} />
    </>
  );
}
