import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import {
  MANDATE_DETENTION_MODE,
  PAIRING_SCOPES,
  type TPairingCandidate,
  type TPairingCustomer,
  type TPairingCustomersResponse,
  type TPairingScope,
} from '@souscription/contract';
import { formatPersonName } from '../../../shared/i18n/format';
import { IconCheck, IconPersonPlus } from '../../../shared/ui/icons';
import { IconSearch } from '../../../shared/ui/screen-icons';
import { getNpLabelKey } from '../model/np-label';
import { CodeModal } from './code-modal';
import { MatchReasons } from './match-reasons';
import { SubscriberRecall } from './subscriber-recall';

type TPairingTabProps = {
  pairing: TPairingCustomersResponse;
  detentionMode: string | null | undefined;
  /** Pairs a scope with a customer code ('' = a new customer); resolves to a failure key or null. */
  onPair: (scope: TPairingScope, code: string, partner: string | null) => Promise<string | null>;
  /** The pairing under way: `{scope}:{code}`. */
  pending: string | null;
  findCustomer: (code: string) => Promise<TPairingCustomer | null>;
};

/**
 * « Appairage » (spec 01 §2): one sub-tab per scope (np labelled bare owner or full property, usu
 * usufruct), the subscriber recalled, the potential customers with their score and reasons, a new
 * customer when creation is allowed, and a customer picked by code.
 */
export function PairingTab({ pairing, detentionMode, onPair, pending, findCustomer }: TPairingTabProps) {
  const { t } = useTranslation();
  const labels: Record<TPairingScope, string> = {
    np: t(getNpLabelKey(pairing.subscribers.usu !== null, detentionMode)),
    usu: t('management.pairing.scope.usufruct'),
  };
  return (
    <>
      <p className="text-body-secondary">{t('management.pairing.intro')}</p>
      <Tabs
        variant="pills"
        defaultActiveKey={pairing.subscribers.np === null && pairing.subscribers.usu !== null ? 'usu' : 'np'}
        id="pairing-scopes"
        className="app-subtabs mb-3"
      >
        {PAIRING_SCOPES.map((scope) => (
          <Tab
            key={scope}
            eventKey={scope}
            title={
              <span className="d-inline-flex align-items-center gap-1" data-testid={`pairing-scope-${scope}`}>
                {labels[scope]}
                {pairing.pairing[scope] !== null ? <IconCheck size={14} /> : null}
              </span>
            }
          >
            <ScopePanel
              scope={scope}
              scopeLabel={labels[scope]}
              pairing={pairing}
              onPair={onPair}
              pending={pending}
              findCustomer={findCustomer}
              mandate={detentionMode === MANDATE_DETENTION_MODE}
            />
          </Tab>
        ))}
      </Tabs>
    </>
  );
}

type TScopePanelProps = Omit<TPairingTabProps, 'detentionMode'> & {
  scope: TPairingScope;
  scopeLabel: string;
  /** A mandate dossier: a part without subscriber is its counterpart, to pair by code. */
  mandate: boolean;
};

/** Whom a scope is paired with: nobody yet, a new customer, or a customer by name and number. */
function PairedStatus({
  scope,
  paired,
  pairedCustomer,
}: {
  scope: TPairingScope;
  paired: string | null;
  pairedCustomer: Parameters<typeof formatPersonName>[0] | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <p className="fw-medium" data-testid={`paired-${scope}`} aria-live="polite">
      {paired === null
        ? t('management.list.not-paired')
        : paired === ''
          ? t('management.pairing.paired-new')
          : t('management.pairing.paired-with', {
              customer: pairedCustomer
                ? t('management.pairing.customer', {
                    name: formatPersonName(pairedCustomer, i18n.language),
                    code: paired,
                  })
                : paired,
            })}
    </p>
  );
}

/** The candidates' last row: look a customer up by code (opens the code modal). */
function ByCodeRow({
  scope,
  column,
  disabled,
  onOpen,
}: {
  scope: TPairingScope;
  column: (key: string) => string;
  disabled: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <CandidateNoteRow
      testId={`by-code-${scope}`}
      username="…"
      title={t('management.pairing.candidates.by-code')}
      help={t('management.pairing.candidates.by-code-help')}
      column={column}
    >
      <ByCodeButton
        scope={scope}
        variant="outline-secondary"
        className="text-nowrap"
        disabled={disabled}
        onOpen={onOpen}
      />
    </CandidateNoteRow>
  );
}

/**
 * The counterpart of a mandate (a scope without subscriber): no candidates to weigh, only the
 * customer who holds that part, picked by code.
 */
function ByCodeSection({
  scope,
  disabled,
  onOpen,
}: {
  scope: TPairingScope;
  disabled: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`by-code-heading-${scope}`} data-testid={`by-code-${scope}`}>
      <h3 className="h6" id={`by-code-heading-${scope}`}>
        {t('management.pairing.candidates.by-code-help')}
      </h3>
      <ByCodeButton scope={scope} variant="outline-primary" disabled={disabled} onOpen={onOpen} />
    </section>
  );
}

/** « Rechercher par code »: opens the code modal of a scope. */
function ByCodeButton({
  scope,
  variant,
  className = '',
  disabled,
  onOpen,
}: {
  scope: TPairingScope;
  variant: 'outline-primary' | 'outline-secondary';
  className?: string;
  disabled: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      size="sm"
      className={`d-inline-flex align-items-center gap-1 ${className}`.trim()}
      onClick={onOpen}
      disabled={disabled}
      data-testid={`open-code-${scope}`}
    >
      <IconSearch size={16} />
      {t('management.pairing.candidates.by-code-button')}
    </Button>
  );
}

function ScopePanel({
  scope,
  scopeLabel,
  pairing,
  onPair,
  pending,
  findCustomer,
  mandate,
}: TScopePanelProps) {
  const { t } = useTranslation();
  const [codeOpen, setCodeOpen] = useState(false);
  const subscriber = pairing.subscribers[scope];
  // The dossier's subscriber: the scope's own, or, on the counterpart of a mandate (a scope
  // without subscriber, paired by code), the other scope's.
  const dossierSubscriber = subscriber ?? pairing.subscribers[scope === 'np' ? 'usu' : 'np'];
  const paired = pairing.pairing[scope];
  const pairedCustomer = pairing.paired[scope];
  const candidates = pairing.customers[scope];
  const creationAllowed = pairing.creationAllowed[scope];
  // Spec 01 §5: a pick by code on a scope where creation is not allowed sends the partner code.
  const partner = creationAllowed ? null : (dossierSubscriber?.partnerCode ?? null);
  const busy = pending !== null;
  const column = (key: string) => t(`management.pairing.candidates.columns.${key}`);

  return (
    <div className="card shadow-sm border-0 card-body" data-testid={`pairing-panel-${scope}`}>
      {subscriber ? (
        <SubscriberRecall subscriber={subscriber} />
      ) : (
        <p className="text-body-secondary">
          {t(mandate ? 'management.pairing.no-subscriber' : 'management.pairing.no-subscriber-optional')}
        </p>
      )}
      <PairedStatus scope={scope} paired={paired} pairedCustomer={pairedCustomer} />
      {subscriber ? (
        <>
          <h3 className="h6">{t('management.pairing.candidates.heading')}</h3>
          <div
            className="table-responsive"
            role="region"
            aria-label={t('management.pairing.candidates.caption', { scope: scopeLabel })}
            tabIndex={0}
          >
            <table
              className="table align-middle app-card-table app-candidate-table"
              data-testid={`candidates-${scope}`}
            >
              <caption className="visually-hidden">
                {t('management.pairing.candidates.caption', { scope: scopeLabel })}
              </caption>
              <CandidateHead column={column} />
              <tbody>
                {candidates.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="text-body-secondary">
                      {t('management.pairing.candidates.none')}
                    </td>
                  </tr>
                ) : null}
                {candidates.map((candidate) => (
                  <CandidateRow
                    key={candidate.username}
                    candidate={candidate}
                    selected={candidate.selected || paired === candidate.username}
                    scopeLabel={scopeLabel}
                    pending={pending === `${scope}:${candidate.username}`}
                    disabled={busy}
                    onSelect={() => void onPair(scope, candidate.username, null)}
                  />
                ))}
                {creationAllowed ? (
                  <NewCustomerRow
                    scope={scope}
                    scopeLabel={scopeLabel}
                    selected={paired === ''}
                    pending={pending === `${scope}:`}
                    disabled={busy}
                    column={column}
                    onSelect={() => void onPair(scope, '', null)}
                  />
                ) : null}
                <ByCodeRow scope={scope} column={column} disabled={busy} onOpen={() => setCodeOpen(true)} />
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <ByCodeSection scope={scope} disabled={busy} onOpen={() => setCodeOpen(true)} />
      )}
      {codeOpen ? (
        <CodeModal
          scopeLabel={scopeLabel}
          expectCosubscriber={dossierSubscriber?.cosous ?? false}
          findCustomer={findCustomer}
          onConfirm={async (code) => {
            const failure = await onPair(scope, code, partner);
            if (!failure) setCodeOpen(false);
            return failure;
          }}
          onClose={() => setCodeOpen(false)}
        />
      ) : null}
    </div>
  );
}

type TCandidateRowProps = {
  candidate: TPairingCandidate;
  selected: boolean;
  scopeLabel: string;
  pending: boolean;
  disabled: boolean;
  onSelect: () => void;
};

function CandidateRow({ candidate, selected, scopeLabel, pending, disabled, onSelect }: TCandidateRowProps) {
  const { t, i18n } = useTranslation();
  const column = (key: string) => t(`management.pairing.candidates.columns.${key}`);
  const name = formatPersonName(candidate, i18n.language);
  const place = [candidate.birthCity, candidate.birthCountry].filter(Boolean).join(', ');
  return (
    <tr
      className={`app-candidate-row${selected ? ' is-selected' : ''}`}
      data-testid={`candidate-${candidate.username}`}
    >
      <td className="fw-semibold text-nowrap" data-label={column('username')}>
        {candidate.username}
      </td>
      <td data-label={column('name')}>{name}</td>
      <td className="small" data-label={column('birth')}>
        {candidate.birthDay && place
          ? t('management.pairing.candidates.birth', { date: candidate.birthDay, place })
          : candidate.birthDay || place || '—'}
      </td>
      <td className="small text-break" data-label={column('email')}>
        {candidate.email ?? '—'}
      </td>
      <td
        className="text-end app-score fw-semibold"
        data-label={column('score')}
        data-testid="candidate-score"
      >
        {candidate.score}
      </td>
      <td data-label={column('reasons')}>
        <MatchReasons reasons={candidate.reasons} />
      </td>
      <td className="text-end">
        <SelectButton
          selected={selected}
          pending={pending}
          disabled={disabled}
          label={t('management.pairing.candidates.select-label', {
            name,
            code: candidate.username,
            scope: scopeLabel,
          })}
          onSelect={onSelect}
          testId={`select-${candidate.username}`}
        />
      </td>
    </tr>
  );
}

type TSelectButtonProps = {
  selected: boolean;
  pending: boolean;
  disabled: boolean;
  label: string;
  onSelect: () => void;
  icon?: React.ReactNode;
  testId: string;
};

/** Select, or the check icon of the customer paired now. */
function SelectButton({ selected, pending, disabled, label, onSelect, icon, testId }: TSelectButtonProps) {
  const { t } = useTranslation();
  if (selected) {
    return (
      <span
        className="d-inline-flex align-items-center gap-1 text-success fw-semibold text-nowrap"
        data-testid={`${testId}-selected`}
      >
        <IconCheck size={18} />
        {t('management.pairing.candidates.selected')}
      </span>
    );
  }
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="d-inline-flex align-items-center gap-1 text-nowrap"
      onClick={onSelect}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
    >
      {pending ? <Spinner size="sm" animation="border" aria-hidden="true" /> : icon}
      {t('management.pairing.candidates.select')}
    </Button>
  );
}

/** The candidates table's column heads. */
function CandidateHead({ column }: { column: (key: string) => string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{column('username')}</th>
        <th scope="col">{column('name')}</th>
        <th scope="col">{column('birth')}</th>
        <th scope="col">{column('email')}</th>
        <th scope="col" className="text-end">
          {column('score')}
        </th>
        <th scope="col">{column('reasons')}</th>
        <th scope="col" className="text-end">
          <span className="visually-hidden">{column('select')}</span>
        </th>
      </tr>
    </thead>
  );
}

type TNewCustomerRowProps = {
  scope: TPairingScope;
  scopeLabel: string;
  selected: boolean;
  pending: boolean;
  disabled: boolean;
  column: (key: string) => string;
  onSelect: () => void;
};

/** The « new customer » row, where the tenant allows creating the customer at integration. */
function NewCustomerRow({
  scope,
  scopeLabel,
  selected,
  pending,
  disabled,
  column,
  onSelect,
}: TNewCustomerRowProps) {
  const { t } = useTranslation();
  return (
    <CandidateNoteRow
      testId={`new-customer-${scope}`}
      className={`app-candidate-row${selected ? ' is-selected' : ''}`}
      username="—"
      title={t('management.pairing.candidates.new-customer')}
      help={t('management.pairing.candidates.new-customer-help')}
      column={column}
    >
      <SelectButton
        selected={selected}
        pending={pending}
        disabled={disabled}
        label={t('management.pairing.candidates.new-customer-label', { scope: scopeLabel })}
        onSelect={onSelect}
        icon={<IconPersonPlus size={16} />}
        testId={`select-new-${scope}`}
      />
    </CandidateNoteRow>
  );
}

type TCandidateNoteRowProps = {
  testId: string;
  className?: string;
  /** What stands in the code column (no customer yet). */
  username: string;
  title: string;
  help: string;
  column: (key: string) => string;
  /** The row's action, last. */
  children: ReactNode;
};

/** A row of the candidates that is not a candidate (look up by code, new customer): what it offers and its action. */
function CandidateNoteRow({
  testId,
  className,
  username,
  title,
  help,
  column,
  children,
}: TCandidateNoteRowProps) {
  return (
    <tr className={className} data-testid={testId}>
      {/* No customer number yet: the cell holds the column on a desktop, a phone's card leaves it out. */}
      <td className="d-none d-sm-table-cell" data-label={column('username')}>
        {username}
      </td>
      <td colSpan={5}>
        <span className="d-block fw-medium">{title}</span>
        <span className="d-block small text-body-secondary">{help}</span>
      </td>
      <td className="text-end">{children}</td>
    </tr>
  );
}
