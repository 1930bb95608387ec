import { useTranslation } from 'react-i18next';
import { formatCivility } from '../../../shared/i18n/format';
import type { TPairingSubscriber } from '@souscription/contract';

/**
 * The subscriber of a scope (spec 01 §2): a legal entity by its legal form, company name and
 * representative; a person by civility, name, birth date, city and country, e-mail and whether
 * there is a co-subscriber.
 */
export function SubscriberRecall({ subscriber }: { subscriber: TPairingSubscriber }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`management.pairing.subscriber.${key}`);
  const facts: [string, string | null][] = subscriber.isMoralPerson
    ? [
        [label('legal-form'), subscriber.legalForm],
        [label('company'), subscriber.companyName],
        [label('representative'), subscriber.fullName],
      ]
    : [
        [label('civility'), formatCivility(subscriber.civility, i18n.language) || null],
        [
          label('name'),
          [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ') || subscriber.fullName,
        ],
        [label('birth'), subscriber.birthDay],
        [
          label('birth-place'),
          [subscriber.birthCity, subscriber.birthCountry].filter(Boolean).join(', ') || null,
        ],
        [label('email'), subscriber.email],
        [label('cosubscriber'), t(subscriber.cosous ? 'common.yes' : 'common.no')],
      ];
  if (subscriber.partnerName || subscriber.partnerCode)
    facts.push([
      label('partner'),
      [subscriber.partnerName, subscriber.partnerCode].filter(Boolean).join(' · '),
    ]);
  return (
    <section
      className="card border-0 bg-body-tertiary mb-3"
      aria-label={label('heading')}
      data-testid="subscriber-recall"
    >
      <div className="card-body py-3">
        <h3 className="h6 mb-2">{label('heading')}</h3>
        <dl className="app-dossier-facts">
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
