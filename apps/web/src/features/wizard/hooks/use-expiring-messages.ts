import { useEffect, type Dispatch } from 'react';
import { BANNER_MS } from '../../../shared/hooks/use-timed-message';
import type { TWizardAction, TWizardUiState } from '../model/wizard-reducer';

/** The banner and the success notices clear after BANNER_MS; a new message starts the time again. */
export function useExpiringMessages(ui: TWizardUiState, dispatch: Dispatch<TWizardAction>) {
  const { banner, notices } = ui;
  useEffect(() => {
    if (!banner && notices.length === 0) return;
    const timer = window.setTimeout(() => dispatch({ type: 'messages-expired' }), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner, notices, dispatch]);
}
