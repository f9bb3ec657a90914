import { RefreshCw } from 'lucide-react';
import { SITE_ROUTES } from '@prestigio/contracts';
import { Suspense, type ComponentProps } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { portalNavItems } from '../../../components/layouts/portal-navigation';
import { PortalShell } from '../../../components/layouts/portal-shell';
import { Button } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { useUser } from '../../../features/auth/api/get-user';
import { AccountStatusNotice } from '../../../features/auth/components/account-status-notice';
import { LiveChatProvider } from '../../../features/conversations/components/live-chat-provider';
import { useWaitingCount } from '../../../features/conversations/hooks/use-live-chat';
import { useSignOut } from '../../../features/auth/hooks/use-sign-out';
import type { AuthReturnState } from '../../../lib/return-path';
import { displayName, roleLabel } from '../../../lib/user-display';

/**
 * Layout route of every portal page (spec §2, §6): a spinner while the session loads, /auth without a user, and
 * otherwise the frame. An account that is not active sees its status instead of any page's content.
 */
export function PortalLayout() {
  const session = useUser();
  const { signOut, isSigningOut } = useSignOut();
  const location = useLocation();
  // Where the visitor was going (a link in an e-mail): /auth returns there after signing in.
  const returnState: AuthReturnState = { returnTo: `${location.pathname}${location.search}${location.hash}` };

  if (session.isLoading) return <PageSpinner />;
  if (!session.authenticated) {
    return session.error ? <SessionCheckFailed onRetry={session.retry} /> : <Navigate to="/auth" replace state={returnState} />;
  }

  const { user } = session;
  const frame = (
    <PortalFrame
      userName={displayName(user)}
      roleLabel={roleLabel(user)}
      navItems={portalNavItems(user.role)}
      showCreateActions={user.status === 'active'}
      onSignOut={signOut}
      isSigningOut={isSigningOut}
    >
      {user.status === 'active' ? (
        <Suspense fallback={<ContentSpinner />}>
          <Outlet />
        </Suspense>
      ) : (
        <AccountStatusNotice
          status={user.status}
          onRecheck={user.status === 'pending' ? session.retry : undefined}
          isRechecking={session.isRevalidating}
        />
      )}
    </PortalFrame>
  );
  // Every portal page keeps the live chat's socket: the agent is on duty and hears of waiting visitors anywhere.
  return user.status === 'active' ? <LiveChatProvider>{frame}</LiveChatProvider> : frame;
}

/** The shell with the menu's count of conversations waiting for an advisor. */
function PortalFrame(props: Omit<ComponentProps<typeof PortalShell>, 'navCounts'>) {
  const waiting = useWaitingCount();
  return <PortalShell {...props} navCounts={{ [SITE_ROUTES.conversations]: waiting }} />;
}

function ContentSpinner() {
  return (
    <div className="flex justify-center py-24">
      <Spinner />
    </div>
  );
}

/** The session could not be checked (network or server trouble): neither "signed in" nor "signed out" is known. */
function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-navy-50 px-6 text-center" role="alert">
      <h1 className="text-3xl font-semibold text-navy-900">No pudimos verificar tu sesión</h1>
      <p className="max-w-md text-navy-700">Revisa tu conexión e inténtalo de nuevo en unos momentos.</p>
      <Button variant="gold" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Reintentar
      </Button>
    </div>
  );
}
