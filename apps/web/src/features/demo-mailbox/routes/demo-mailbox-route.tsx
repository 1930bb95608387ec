import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Notice } from '../../../shared/ui/notice';
import { EmptyState, usePageSummary } from '../../../shared/ui/paged-list';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { Pagination } from '../../../shared/ui/pagination';
import { DEMO_MAILBOX_PAGE_SIZE } from '@souscription/contract';
import { useDemoMailboxMessages } from '../api/list-demo-mailbox-messages';
import { DemoMailboxMessage } from '../components/demo-mailbox-message';
import '../i18n';
import '../demo-mailbox.css';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /boite-de-demonstration: the messages a demo installation would have sent by SMS and e-mail
 * (one-time codes first of all), newest first, for the demo accounts.
 */
export function DemoMailboxRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('app.page-title', { page: t('demo-mailbox.title') })}</title>
      <h1 className="page-title mb-1">{t('demo-mailbox.title')}</h1>
      <Notice variant="info" role="note" className="my-3">
        <p className="mb-1">{t('demo-mailbox.intro')}</p>
        <p className="mb-0 small">{t('demo-mailbox.refresh-hint')}</p>
      </Notice>
      <DemoMailboxContent />
    </>
  );
}

function DemoMailboxContent() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const query = useDemoMailboxMessages(page);
  const { totalPages, range } = usePageSummary(query.data?.total_items ?? 0, page, DEMO_MAILBOX_PAGE_SIZE);

  if (query.isPending) return <PageSpinner />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) {
    return (
      <Notice variant="warning" data-testid="demo-mailbox-absent">
        {t(query.error.message)}
      </Notice>
    );
  }
  if (query.isError || !query.data)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.messages.length === 0) {
    return (
      <EmptyState
        testId="demo-mailbox-empty"
        title={t('demo-mailbox.empty')}
        hint={t('demo-mailbox.empty-hint')}
      />
    );
  }
  return (
    <section aria-label={t('demo-mailbox.list-label')}>
      <p className="small text-body-secondary">{range}</p>
      <div className="d-flex flex-column gap-3 mb-3">
        {query.data.messages.map((message) => (
          <DemoMailboxMessage key={message.id} message={message} />
        ))}
      </div>
      <Pagination
        currentPage={page}
        totalPages={totalPages}
        hrefForPage={(target) => `?page=${target}`}
        label={t('demo-mailbox.pages')}
      />
    </section>
  );
}
