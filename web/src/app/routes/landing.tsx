import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';

/** Public landing. Bundled with the entry (not lazy) because it is the first page most visitors see. */
export function LandingRoute() {
  return (
    <div className="flex min-h-screen flex-col bg-navy-900 text-white">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-5">
        <a href="/" className="rounded-md">
          <Logo />
        </a>
        {/* A plain link on purpose: the spec has this button load /auth as a full page. */}
        <Button asChild variant="gold">
          <a href="/auth">Iniciar Sesión</a>
        </Button>
      </header>

      <main id="inicio" className="flex flex-1 items-center">
        <div className="mx-auto w-full max-w-6xl px-6 py-24">
          <p className="mb-6 text-sm font-semibold tracking-[0.3em] text-gold-400 uppercase">Bienes raíces en México</p>
          <h1 className="max-w-3xl text-5xl leading-tight font-semibold sm:text-6xl">
            Descubra Propiedades <span className="text-gold-400">Excepcionales</span>
          </h1>
          <div className="my-8 h-px w-24 bg-gold-400" aria-hidden="true" />
          <p className="max-w-2xl text-xl text-navy-100">Su socio confiable en el mercado inmobiliario de prestigio</p>
        </div>
      </main>

      <footer className="border-t border-white/10">
        <p className="mx-auto w-full max-w-6xl px-6 py-6 text-sm text-navy-200">
          © {new Date().getFullYear()} Prestigio. Todos los derechos reservados.
        </p>
      </footer>
    </div>
  );
}
