import { useCallback } from 'react';
import type { NavigateFunction } from 'react-router';
import type { FormElement } from '@souscription/form-engine';
import type { TWidgetAction } from '../widgets';

type TWidgetActionFlows = {
  createProspect: (element: FormElement) => void;
  authorizeClient: (element: FormElement, clientId: number | null) => void;
  sign: (element: FormElement) => void;
  /** Opens the printable dossier (`button_print`). */
  print: (element: FormElement) => void;
  navigate: NavigateFunction;
  /** The dossier's client, for the authorize button. */
  clientId: number | null;
};

/**
 * What a widget's button asks the wizard: create the prospect, authorize the client, sign (its block
 * is a signature block), or a plain button's 'dashboard'. Stable while the flows' starts and the
 * client are: the widgets are memoised.
 */
export function useWidgetAction({
  createProspect,
  authorizeClient,
  sign,
  print,
  navigate,
  clientId,
}: TWidgetActionFlows) {
  return useCallback(
    (action: TWidgetAction, element: FormElement) => {
      if (action === 'create-prospect') createProspect(element);
      else if (action === 'authorize-client') authorizeClient(element, clientId);
      else if (action === 'sign') sign(element);
      else if (action === 'print') print(element);
      else if (action === 'button' && element.attributes.action === 'dashboard') {
        void navigate('/tableau-de-bord');
      }
    },
    [authorizeClient, clientId, createProspect, navigate, print, sign],
  );
}
