import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { postSignatureMessage } from '../../../shared/signature/signature-message';
import { SignatureResult } from '../components/signature-result';
import { readReturnParams } from './return-params';

/**
 * /docusign/success (spec 01 §2): the signing success page. When its address names the attempt, the
 * wizard around the iframe is told it succeeded.
 */
export function SignatureSuccessRoute() {
  const [params] = useSearchParams();
  const target = readReturnParams(params);
  const dossierId = target?.dossierId ?? null;
  const step = target?.step;
  const party = target?.party;

  useEffect(() => {
    if (dossierId !== null && step && party)
      postSignatureMessage({ outcome: 'success', dossierId, step, party });
  }, [dossierId, step, party]);

  return <SignatureResult outcome="success" dossierId={dossierId} />;
}
