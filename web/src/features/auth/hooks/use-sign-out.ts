import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { useLogout } from '../api/logout';
import { authFailureToast, authSuccessToasts } from '../lib/auth-toasts';

/** "Salir": ends the session, says so (spec §8) and returns to the sign-in screen. */
export function useSignOut() {
  const navigate = useNavigate();
  const { trigger, isMutating } = useLogout();

  const signOut = async () => {
    try {
      await trigger();
      toast(authSuccessToasts.logout);
      navigate('/auth', { replace: true });
    } catch (error) {
      toast(authFailureToast('logout', error));
    }
  };

  return { signOut, isSigningOut: isMutating };
}
