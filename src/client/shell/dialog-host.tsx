import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnDemand } from '../lib/use-on-demand';
import { getOpenDialog, onDialogClosed, openDialog, useOpenDialog } from '../lib/dialog-store';

/** The query parameters that open dialogs (spec 01, 2.1); closing a dialog removes them. */
export const DIALOG_QUERY_PARAMS = ['auth', 'forgot', 'contact'] as const;

/** Opens the dialog named by the URL: ?auth=signup, ?auth=login, ?auth=login&forgot=true, ?contact=true. */
function useDialogQueryParams(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const auth = params.get('auth');
    if (auth === 'login' || auth === 'signup') {
      const forgot = auth === 'login' && params.get('forgot') === 'true';
      const open = getOpenDialog();
      if (open?.name !== 'auth' || open.props.tab !== auth || Boolean(open.props.forgot) !== forgot) openDialog('auth', { tab: auth, forgot });
    } else if (params.get('contact') === 'true') {
      if (getOpenDialog()?.name !== 'contact') openDialog('contact');
    }
  }, [location.search]);

  useEffect(
    () =>
      onDialogClosed(() => {
        const params = new URLSearchParams(window.location.search);
        if (!DIALOG_QUERY_PARAMS.some((key) => params.has(key))) return;
        for (const key of DIALOG_QUERY_PARAMS) params.delete(key);
        const search = params.toString();
        navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '', hash: window.location.hash }, { replace: true });
      }),
    [navigate],
  );
}

const loadDialogFrame = () => import('./dialog-frame');

/**
 * Renders whichever dialog is open. Mount once, inside the router. The dialog machinery (Radix
 * Dialog, focus trap, scroll lock) loads with the first dialog, keeping it out of the first load.
 */
export function DialogHost() {
  useDialogQueryParams();
  const open = useOpenDialog();
  const DialogFrame = useOnDemand(loadDialogFrame, open !== null);
  return DialogFrame ? <DialogFrame /> : null;
}
