import { useCallback, useState, type Dispatch } from 'react';
import type { FormState } from '@souscription/form-engine';
import { useWizardText } from '../i18n';
import { getBlockTitle } from '../model/block-values';
import type { TWizardAction } from '../model/wizard-reducer';

/** What the wizard tells besides its banners (see useWizardFeedback). */
export type TWizardFeedback = ReturnType<typeof useWizardFeedback>;

/**
 * What the wizard tells besides its banners: the sentence of its live region, and the request to
 * focus the open block's first field in error once its errors are on screen.
 */
export function useWizardFeedback(formState: FormState, dispatch: Dispatch<TWizardAction>) {
  const { t } = useWizardText();
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);

  const announce = useCallback(
    (text: string) =>
      // Note: a trailing no-break space alternates so that the same sentence is read again.
      setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );

  /** A block's errors are on screen: they are counted aloud and the first one takes the focus. */
  const announceErrors = useCallback(
    (blockId: number, count: number) => {
      announce(t('announce.errors', { count, title: getBlockTitle(formState.form, blockId) }));
      setFocusRequest((value) => value + 1);
    },
    [announce, formState, t],
  );

  /** The browser's validation refused a block: its errors show. */
  const showInvalid = useCallback(
    (blockId: number, count: number) => {
      dispatch({ type: 'invalid', blockId });
      announceErrors(blockId, count);
    },
    [announceErrors, dispatch],
  );

  return { announcement, focusRequest, announce, announceErrors, showInvalid };
}
