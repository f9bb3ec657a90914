import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../../components/ui/logo';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useUser } from '../../features/auth/api/get-user';
import { AuthMarketingPanel } from '../../features/auth/components/auth-marketing-panel';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { portalReturnPath } from '../../lib/return-path';

/**
 * Sign-in and registration (spec §2). Someone already signed in goes straight to the dashboard; a sign-in returns to
 * the portal page the visitor was sent here from (a link in an e-mail), else to the dashboard.
 */
export function AuthRoute() {
  const session = useUser();
  const navigate = useNavigate();
  const returnTo = portalReturnPath(useLocation().state);
  const toDashboard = () => navigate('/dashboard', { replace: true });
  const toWanted = () => navigate(returnTo ?? '/dashboard', { replace: true });

  // Decide only once the session is known, so a signed-in visitor never sees the form flash by.
  if (session.isLoading) return <PageSpinner />;
  if (session.authenticated) return <Navigate to="/dashboard" replace />;

  return (
    <div className="grid min-h-screen bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>Iniciar Sesión | Prestigio</title>
      <AuthMarketingPanel />

      <main className="flex flex-col items-center justify-center bg-navy-50 px-5 py-12 sm:px-10 lg:bg-white">
        <a href="/" className="mb-10 rounded-md text-navy-900 lg:hidden">
          <Logo />
        </a>
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:p-10 lg:shadow-none lg:ring-0">
          <h1 className="text-3xl font-semibold text-navy-900 sm:text-4xl">Bienvenido</h1>
          <p className="mt-2 text-navy-700">Accede al portal o solicita tu cuenta de agente.</p>
          <div className="mt-3 h-px w-16 bg-gold-400" aria-hidden="true" />

          <Tabs defaultValue="login" className="mt-8">
            <TabsList>
              <TabsTrigger value="login">Iniciar Sesión</TabsTrigger>
              <TabsTrigger value="register">Registrarse</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSignedIn={toWanted} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onRegistered={toDashboard} />
            </TabsContent>
          </Tabs>
        </div>
      </main>
    </div>
  );
}
