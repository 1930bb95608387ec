import '../../../shared/dossiers/folder-texts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MANAGEABLE_INTEGRATION_STATES,
  type TIntegrationState,
  type TPairingSubscriber,
} from '@souscription/contract';
import { formatPersonName } from '../../../shared/i18n/format';
import { getMainStates } from '../../../shared/signature/status-summary';
import { BackLink } from '../../../shared/ui/back-link';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { DossierAmounts } from '../../../shared/ui/dossier-summary-table';
import { useDossierSummary } from '../api/get-dossier-summary';
import { useDossierView } from '../api/get-dossier-view';
import { useIntegrationHistory } from '../api/get-integration-history';
import { useIntegrationState } from '../api/get-integration-state';
import { findCustomerByCode } from '../api/get-pairing-customer';
import { managedDossierKey } from '../api/manage-dossier-keys';
import { usePairingCustomers } from '../api/list-pairing-customers';
import { useManagementCommands } from '../hooks/use-manage-dossier-commands';
import { ActionsTab } from './actions-tab';
import { IntegrationStateBadge } from './integration-state-badge';
import { PairingTab } from './pairing-tab';
import { PresentationPages } from './presentation-pages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { CorrectionRequestModal } from './correction-request-modal';
import { DecisionReasonModal } from './decision-reason-modal';
import { ReceiptsTab } from './receipts-tab';

const TABS = ['presentation', 'receipts', 'pairing', 'actions'] as const;
type TTab = (typeof TABS)[number];
const TAB_PARAM = 'tab';

/**
 * The subscriber as the header names them, in the interface's language: a person by civility and
 * names (« Mr » in English), a legal entity by its company name.
 */
function nameOf(subscriber: TPairingSubscriber | null | undefined, language: string): string | undefined {
  if (!subscriber) return undefined;
  if (subscriber.isMoralPerson || (!subscriber.firstName && !subscriber.lastName)) return subscriber.fullName;
  return formatPersonName(subscriber, language);
}

/** Whether the pairing tab is shown (spec 01 §2): state ongoing or error, and subscriber data came back. */
export function isPairingShown(
  state: TIntegrationState | undefined,
  subscribers: { np: unknown; usu: unknown } | null | undefined,
): boolean {
  return (
    state !== undefined &&
    (MANAGEABLE_INTEGRATION_STATES as readonly string[]).includes(state) &&
    Boolean(subscribers && (subscribers.np || subscribers.usu))
  );
}

/** The dossier management screen (spec 01 §2): the header, then four tabs; the tab is kept in ?tab=. */
export function ManageDossierScreen({ dossierId }: { dossierId: number }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const summary = useDossierSummary(dossierId);
  const state = useIntegrationState(dossierId);
  const history = useIntegrationHistory(dossierId);
  // Asked in every state: the header names the subscriber; the tab shows only while manageable.
  const pairing = usePairingCustomers(dossierId, state.isSuccess);
  const commands = useManagementCommands(dossierId, state.data?.version);
  useHistoryFollowsState(dossierId, state.data?.state);
  const title = t('management.screen.title', { id: dossierId });
  const pairingShown = isPairingShown(state.data?.state, pairing.data?.subscribers);
  const asked = searchParams.get(TAB_PARAM) as TTab | null;
  const tab: TTab =
    asked && TABS.includes(asked) && (asked !== 'pairing' || pairingShown) ? asked : 'presentation';
  const selectTab = (key: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, key ?? 'presentation');
        return next;
      },
      { replace: true },
    );
  const listState = state.data?.state ?? 'ongoing';

  return (
    <>
      <title>{t('app.page-title', { page: title })}</title>
      <BackLink to={`/manage-dossier/statut-integration/${listState}`} className="mb-3">
        {t('management.screen.back')}
      </BackLink>
      {summary.isError || state.isError ? (
        <>
          <h1 className="page-title">{title}</h1>
          <ErrorAlert error={summary.error ?? state.error} />
        </>
      ) : summary.isPending || state.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <DossierHeader
            title={title}
            state={state.data?.state}
            summary={summary.data?.summary}
            subscriberName={nameOf(
              pairing.data?.subscribers.np ?? pairing.data?.subscribers.usu,
              i18n.language,
            )}
          />
          <div aria-live="polite" className="app-notice-slot">
            {commands.notice ? (
              <Alert
                variant={commands.notice.tone}
                dismissible
                onClose={commands.clearNotice}
                closeLabel={t('common.close')}
                data-testid="management-notice"
              >
                {t(commands.notice.key, { defaultValue: t('common.technical-error') })}
              </Alert>
            ) : null}
          </div>
          <Tabs
            activeKey={tab}
            onSelect={selectTab}
            id="manage-dossier-tabs"
            className="app-manage-tabs mb-3"
            mountOnEnter
          >
            <Tab eventKey="presentation" title={t('management.screen.tabs.presentation')}>
              <PresentationTab dossierId={dossierId} />
            </Tab>
            <Tab eventKey="receipts" title={t('management.screen.tabs.receipts')}>
              <ReceiptsTab dossierId={dossierId} />
            </Tab>
            {pairingShown && pairing.data ? (
              <Tab eventKey="pairing" title={t('management.screen.tabs.pairing')}>
                <PairingTab
                  pairing={pairing.data}
                  detentionMode={summary.data?.summary.detention_mode}
                  onPair={commands.pairCustomer}
                  pending={commands.pairPending}
                  findCustomer={(code) => findCustomerByCode(code)}
                />
              </Tab>
            ) : null}
            <Tab eventKey="actions" title={t('management.screen.tabs.actions')}>
              {state.data ? (
                <ActionsTab
                  dossierId={dossierId}
                  state={state.data}
                  history={history}
                  pending={commands.decisionPending}
                  onValidate={commands.askValidation}
                  onAskReason={commands.askReason}
                  onAskCorrections={commands.askCorrections}
                />
              ) : null}
            </Tab>
          </Tabs>
        </>
      )}
      <DecisionModals dossierId={dossierId} version={state.data?.version} commands={commands} />
    </>
  );
}

/** The decisions that ask first: the validation's confirmation, the refusal's or error's reason, the items to correct. */
function DecisionModals({
  dossierId,
  version,
  commands,
}: {
  dossierId: number;
  version: number | undefined;
  commands: ReturnType<typeof useManagementCommands>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {commands.validationAsked ? (
        <ConfirmModal
          titleId="validation-title"
          title={t('management.validation.title', { id: dossierId })}
          busy={commands.decisionPending !== null}
          onClose={commands.closeValidation}
          footer={{
            label: t('management.validation.confirm'),
            testId: 'validation-confirm',
            onConfirm: commands.validate,
            variant: 'success',
          }}
        >
          <p className="mb-0">{t('management.validation.text')}</p>
        </ConfirmModal>
      ) : null}
      {commands.reasonFor ? (
        <DecisionReasonModal
          decision={commands.reasonFor}
          dossierId={dossierId}
          pending={commands.decisionPending !== null}
          errorKey={commands.reasonError}
          onConfirm={commands.confirmReason}
          onClose={commands.closeReason}
        />
      ) : null}
      {commands.correctionsAsked ? (
        <CorrectionRequestModal
          dossierId={dossierId}
          version={version}
          onDone={(asError) => void commands.correctionsSent(asError)}
          onClose={commands.closeCorrections}
        />
      ) : null}
    </>
  );
}

/** The delivery moves a validated dossier on by itself: its history follows when the state changes. */
function useHistoryFollowsState(dossierId: number, state: TIntegrationState | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== undefined && state !== undefined && previous.current !== state)
      void queryClient.invalidateQueries({ queryKey: [...managedDossierKey(dossierId), 'history'] });
    previous.current = state;
  }, [dossierId, state, queryClient]);
}

function PresentationTab({ dossierId }: { dossierId: number }) {
  const view = useDossierView(dossierId);
  if (view.isPending) return <PageSpinner />;
  if (view.isError) return <ErrorAlert error={view.error} onRetry={() => void view.refetch()} />;
  return <PresentationPages pages={view.data?.pages ?? []} />;
}

type TDossierHeaderProps = {
  title: string;
  state: TIntegrationState | undefined;
  summary:
    | {
        form_id: number;
        present: string | null;
        detail: string | null;
        status: string[];
        detention_mode: string | null;
        dismemberment_scope: string | null;
        pairing: { np: string | null; usu: string | null };
        amountPaid: number | null;
        subscriptionGlobalAmount: number | null;
      }
    | undefined;
  subscriberName: string | undefined;
};

/** The header (spec 01 §2): the dossier's summary and its integration state as `common.{state}`. */
function DossierHeader({ title, state, summary, subscriberName }: TDossierHeaderProps) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [];
  if (subscriberName) facts.push([t('management.screen.facts.client'), subscriberName]);
  // The product as the lists name it; before one is chosen, « no product » (the form is no product).
  if (summary)
    facts.push([
      t('management.screen.facts.product'),
      summary.present ?? summary.detail ?? t('folders.no-product'),
    ]);
  // What the subscriber pays, headlined; the full-property value beside it when they differ.
  if (summary && (summary.amountPaid !== null || summary.subscriptionGlobalAmount !== null))
    facts.push([t('management.screen.facts.amount'), <DossierAmounts folder={summary} />]);
  if (summary?.status.length)
    facts.push([t('management.screen.facts.status'), <StatusFact status={summary.status} />]);
  if (summary?.detention_mode)
    facts.push([
      t('management.screen.facts.detention'),
      t(`folders.detention.${summary.detention_mode}`, summary.detention_mode),
    ]);
  if (summary?.dismemberment_scope)
    facts.push([
      t('management.screen.facts.scope'),
      t(`folders.scope.${summary.dismemberment_scope}`, summary.dismemberment_scope),
    ]);
  return (
    <header className="card shadow-sm border-0 mb-3" data-testid="dossier-header">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <h1 className="page-title mb-0">{title}</h1>
          {state ? <IntegrationStateBadge state={state} /> : null}
        </div>
        {facts.length ? (
          <dl className="app-dossier-facts">
            {facts.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The dossier's status as the folder list's badge says it: its main state, and every state on demand
 * (the signing parties' states would fill a phone's screen).
 */
function StatusFact({ status }: { status: readonly string[] }) {
  const { t } = useTranslation();
  const [main] = getMainStates(status);
  const label = (state: string) => t(`common.${state}`, state);
  const shown = main ?? status[0]!;
  return (
    <>
      <span data-testid="dossier-main-state">{label(shown)}</span>
      {status.length > 1 ? (
        <details className="app-status-details small mt-1" data-testid="dossier-all-states">
          <summary>{t('management.screen.all-states', { count: status.length })}</summary>
          <ul className="mb-0 ps-3">
            {status.map((state) => (
              <li key={state}>{label(state)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
