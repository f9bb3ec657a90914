import { Button } from '../ui/button';

/**
 * Shown when a page fails to render or its code cannot be downloaded (typically after a new deploy replaced the
 * hashed chunks the open tab knew about); reloading fetches the current ones.
 */
export function RouteError() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-navy-50 px-6 text-center" role="alert">
      <h1 className="text-3xl font-semibold text-navy-900">Algo salió mal</h1>
      <p className="max-w-md text-navy-700">No se pudo mostrar esta página. Al recargarla se intentará de nuevo.</p>
      <Button variant="gold" onClick={() => window.location.reload()}>
        Recargar
      </Button>
    </div>
  );
}
