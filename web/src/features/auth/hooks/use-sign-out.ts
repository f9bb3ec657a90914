import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout';
import { runAuthOperation } from '../lib/auth-toasts';

/** "Salir": ends the session, says so (spec §8) and returns to the sign-in screen. */
export function useSignOut() {
  const navigate = useNavigate();
  const { trigger, isMutating } = useLogout();

  const signOut = () => runAuthOperation('logout', () => trigger(), { onDone: () => navigate('/auth', { replace: true }) });

  return { signOut, isSigningOut: isMutating };
}
