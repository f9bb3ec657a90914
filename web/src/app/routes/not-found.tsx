import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent } from '../../components/ui/card';

/**
 * Shown for any path the router does not know; the heading and hint are English exactly as the spec gives them, the
 * way back to the site is ours (the gateway answers these paths with a 404 status).
 */
export function NotFoundRoute() {
  return (
    <div className="flex min-h-screen w-full items-center justify-center bg-gray-50">
      <Card className="mx-4 w-full max-w-md" lang="en">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
            <h1 className="font-sans text-2xl font-bold text-gray-900">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-gray-600">Did you forget to add the page to the router?</p>
          <Link
            to="/"
            lang="es"
            className="mt-6 inline-block rounded-md text-sm font-medium text-navy-900 underline underline-offset-4 hover:text-gold-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-500"
          >
            Volver al inicio
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
