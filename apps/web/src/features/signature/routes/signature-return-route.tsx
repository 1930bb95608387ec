import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { hasPartySigned } from '@souscription/contract';
import {
  SIGNATURE_GIVE_UP_MS,
  SIGNATURE_POLL_MS,
  postSignatureMessage,
  type TSignatureOutcome,
  type TSignatureTarget,
} from '../../../shared/signature/signature-message';
import { getDossierStatus } from '../api/get-dossier-status';
import { SignatureResult } from '../components/signature-result';
import { readReturnParams, type TReturnParams } from './return-params';
import type { TSignatureEnd } from '../components/signature-result';

/** The view of each outcome the signing page reports without a signature. */
const ENDS = { decline: 'declined', ttl_expired: 'expired', cancel: 'cancelled', locked: 'locked' } as const;

/**
 * The signature return page (spec 01 §2): where the signing page sends the signature iframe once the
 * signer has signed or declined. The outcome its address reports (`event`) shows at once: signed,
 * declined, expired, cancelled or locked (issue 25). For an unknown outcome it asks for the folder every 3 s; the attempt succeeded when the
 * status is signed or mission_validated or holds the signed-by state of the party and step of the
 * button clicked; after 25 s it gives up and shows the failure view. Either way it tells the wizard
 * around the iframe (postMessage to our own origin).
 */
export function SignatureReturnRoute() {
  const [params] = useSearchParams();
  const target = readReturnParams(params);
  if (!target) return <SignatureResult outcome="error" dossierId={null} />;
  if (target.event === 'signing_complete') return <ReportedSignature {...target} />;
  if (target.event !== null && target.event !== 'error') {
    return <ReportedEnd {...target} end={ENDS[target.event]} />;
  }
  return <SignatureReturn {...target} />;
}

/** The signing page reported the signature: success at once, told to the wizard. */
function ReportedSignature({ dossierId, step, party }: TReturnParams) {
  useEffect(() => {
    postSignatureMessage({ outcome: 'success', dossierId, step, party });
  }, [dossierId, step, party]);
  return <SignatureResult outcome="success" dossierId={dossierId} />;
}

/** The signing page reported an end without a signature: its own view at once, told to the wizard. */
function ReportedEnd({ dossierId, step, party, end }: TReturnParams & { end: TSignatureEnd }) {
  useEffect(() => {
    postSignatureMessage({ outcome: 'ended', dossierId, step, party });
  }, [dossierId, step, party]);
  return <SignatureResult outcome={end} dossierId={dossierId} />;
}

function SignatureReturn({ dossierId, step, party }: TSignatureTarget & { dossierId: number }) {
  const [gaveUp, setGaveUp] = useState(false);
  const status = useQuery({
    queryKey: ['signature-return', dossierId, step, party],
    queryFn: ({ signal }) => getDossierStatus(dossierId, signal),
    refetchInterval: (query) =>
      gaveUp || (query.state.data && hasPartySigned(query.state.data, { step, party }))
        ? false
        : SIGNATURE_POLL_MS,
    // Note: the iframe's page may be in a tab the user left; the answer is still awaited.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  const done = status.data ? hasPartySigned(status.data, { step, party }) : false;
  const outcome: TSignatureOutcome | null = done ? 'success' : gaveUp ? 'failure' : null;

  useEffect(() => {
    if (done) return;
    const timer = window.setTimeout(() => setGaveUp(true), SIGNATURE_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  useEffect(() => {
    if (outcome) postSignatureMessage({ outcome, dossierId, step, party });
  }, [outcome, dossierId, step, party]);

  return <SignatureResult outcome={outcome ?? 'pending'} dossierId={dossierId} />;
}
