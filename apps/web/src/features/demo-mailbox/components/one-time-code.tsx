import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconCopy } from '../../../shared/ui/icons';

type TCopyState = 'idle' | 'copied' | 'failed';

/** A one-time code, large and spaced for reading, with a button that copies it. */
export function OneTimeCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TCopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 my-3">
      <div>
        <div className="small text-body-secondary">{t('demo-mailbox.code')}</div>
        <span className="demo-mailbox-code" data-testid="one-time-code">
          {code}
        </span>
      </div>
      <Button variant="outline-primary" size="sm" className="d-flex align-items-center gap-2" onClick={copy}>
        {state === 'copied' ? <IconCheck size={16} /> : <IconCopy size={16} />}
        {t('demo-mailbox.copy')}
      </Button>
      <span role="status" className="small text-body-secondary">
        {state === 'copied'
          ? t('demo-mailbox.copied')
          : state === 'failed'
            ? t('demo-mailbox.copy-failed')
            : ''}
      </span>
    </div>
  );
}
