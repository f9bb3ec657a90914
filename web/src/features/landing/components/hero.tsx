import { Award, ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * The background photo. The external one is drawn over a local picture of the same mood: where the external host
 * cannot be reached (as on offline machines) the local one shows instead of an empty navy block.
 */
const HERO_PHOTO = 'https://images.unsplash.com/photo-1613490493576-7fde63acd811?auto=format&fit=crop&w=1920&q=75';
const HERO_FALLBACK = '/images/hero-residencia.svg';

export function Hero() {
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-navy-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-cover bg-center"
        style={{ backgroundImage: `url("${HERO_PHOTO}"), url("${HERO_FALLBACK}")` }}
      />
      {/* The gradient overlay keeps the white text legible over any photo. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 via-navy-900/70 to-navy-900/30"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950/80 via-transparent to-navy-950/50" />

      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-24 sm:px-8">
        <div className="max-w-3xl">
          <p className="hero-rise inline-flex items-center gap-2 rounded-full border border-gold-400/40 bg-navy-950/40 px-4 py-1.5 text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase backdrop-blur-sm">
            <Award className="h-4 w-4" aria-hidden="true" />
            Más de 15 años de experiencia
          </p>
          <h1 id="inicio-titulo" className="hero-rise mt-8 text-5xl leading-[1.08] font-semibold sm:text-6xl lg:text-7xl">
            Descubra Propiedades <span className="text-gold-400">Excepcionales</span>
          </h1>
          <div className="hero-rise hero-rise-delay-1">
            <div className="my-8 h-px w-24 bg-gold-400" aria-hidden="true" />
            <p className="max-w-2xl text-xl leading-relaxed text-navy-100 sm:text-2xl">
              Su socio confiable en el mercado inmobiliario de prestigio
            </p>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-navy-200">
              Desde hace más de 15 años acompañamos a familias e inversionistas en la compra, venta y renta de las
              residencias más exclusivas de México.
            </p>
          </div>
          <div className="hero-rise hero-rise-delay-2 mt-10 flex flex-col gap-4 sm:flex-row">
            <Button asChild variant="gold" size="lg">
              <a href="#propiedades">Ver Propiedades</a>
            </Button>
            <Button asChild variant="outline" size="lg" className="border-white/70 text-white hover:bg-white/10">
              <a href="#contacto">Contactar Asesor</a>
            </Button>
          </div>
        </div>
      </div>

      <a
        href="#propiedades"
        aria-label="Ir a la búsqueda de propiedades"
        className="absolute bottom-8 left-1/2 hidden -translate-x-1/2 rounded-full p-2 text-white/70 transition-colors hover:text-gold-300 sm:block"
      >
        <ChevronDown className="h-7 w-7 animate-bounce motion-reduce:animate-none" aria-hidden="true" />
      </a>
    </section>
  );
}
