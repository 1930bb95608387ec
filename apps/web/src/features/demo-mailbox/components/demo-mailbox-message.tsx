import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import type { TDemoMailboxMessage } from '@souscription/contract';
import { formatPhone } from '@souscription/form-engine';
import { formatDateTime } from '../../../shared/i18n/format';
import { OneTimeCode } from './one-time-code';

/** One message as its recipient would have received it: to whom, how, when, what. */
export function DemoMailboxMessage({ message }: { message: TDemoMailboxMessage }) {
  const { t } = useTranslation();
  const to = message.channel === 'sms' ? formatPhone(message.to) : message.to;
  const headingId = `demo-message-${message.id}`;
  return (
    <Card
      as="article"
      className="shadow-sm border-0"
      aria-labelledby={headingId}
      data-testid="demo-mailbox-message"
    >
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <Badge
            bg={message.channel === 'sms' ? 'info' : 'secondary'}
            text={message.channel === 'sms' ? 'dark' : undefined}
          >
            {t(`demo-mailbox.channel.${message.channel}`)}
          </Badge>
          <h2 id={headingId} className="h6 mb-0">
            {t('demo-mailbox.to', { to })}
          </h2>
          <small className="text-body-secondary ms-auto">
            {t('demo-mailbox.sent-at', { time: formatDateTime(message.created_at) })}
          </small>
        </div>
        {message.subject ? <p className="fw-semibold mb-1">{message.subject}</p> : null}
        {message.one_time_code ? <OneTimeCode code={message.one_time_code} /> : null}
        <p className="mb-0 demo-mailbox-text">{message.text}</p>
      </Card.Body>
    </Card>
  );
}
