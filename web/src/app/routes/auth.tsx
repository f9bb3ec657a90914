import { Logo } from '../../components/ui/logo';

/** Sign-in and registration screen; the forms arrive with the auth feature. */
export function AuthRoute() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-navy-50 px-6">
      <a href="/" className="rounded-md text-navy-900">
        <Logo />
      </a>
      <div className="text-center">
        <h1 className="text-4xl font-semibold text-navy-900">Iniciar Sesión</h1>
        <p className="mt-3 text-navy-700">Portal interno para agentes inmobiliarios</p>
      </div>
    </div>
  );
}
