import { Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { agency } from '../../../lib/agency';

/** Spec §2: the call-to-action banner between the contact form and the footer. */
export function CtaBanner() {
  return (
    <section aria-labelledby="cta-titulo" className="bg-gradient-to-r from-gold-500 via-gold-400 to-gold-300 py-16">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-5 sm:px-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-titulo" className="text-3xl leading-tight font-semibold text-navy-950 sm:text-4xl">
            ¿Listo para dar el siguiente paso?
          </h2>
          <p className="mt-3 text-lg text-navy-900">
            Agende una asesoría sin costo: le ayudamos a comprar, vender o invertir con la seguridad que merece su
            patrimonio.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="navy" size="lg">
            <a href="#contacto">Agendar asesoría</a>
          </Button>
          <Button asChild variant="outline" size="lg" className="border-navy-900 text-navy-950 hover:bg-navy-900/10">
            <a href={agency.phoneHref}>
              <Phone className="h-5 w-5" aria-hidden="true" />
              {agency.phoneDisplay}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
