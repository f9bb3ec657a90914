import { PortalPage } from '../../../components/layouts/portal-page';
import { PropertyForm } from '../../../features/properties/components/property-form';

export function NewPropertyRoute() {
  return (
    <PortalPage
      title="Nueva Propiedad"
      description="Captura los datos de la propiedad. Al crearla podrás agregar sus fotos; se publica cuando su estado sea Disponible o Destacado."
    >
      <PropertyForm />
    </PortalPage>
  );
}
