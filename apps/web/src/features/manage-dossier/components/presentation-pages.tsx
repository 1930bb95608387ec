import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { formatWithUnit } from '../../../shared/i18n/format';

/** An element of the view page (spec 01 §3): its label and its value. */
export type TViewElement = {
  elementId: number;
  presentation: string;
  value: string | string[] | boolean | null;
  /** `€` for amounts, `%` for rates, or the element's own unit. */
  unit?: string;
};
export type TViewBlock = { id: number; name: string; elements: TViewElement[] };
export type TViewPage = { id: number; name: string; blocks: TViewBlock[] };

/**
 * « Présentation du dossier » (spec 01 §2): one sub-tab per page, a card per block listing each
 * element's label and value; lists as lists, booleans as yes / no.
 */
export function PresentationPages({ pages }: { pages: readonly TViewPage[] }) {
  const { t } = useTranslation();
  const first = pages[0];
  if (!first) return <p className="text-body-secondary mb-0">{t('management.presentation.empty')}</p>;
  return (
    <Tabs
      variant="pills"
      defaultActiveKey={String(first.id)}
      id="presentation-pages"
      className="app-subtabs mb-3"
      mountOnEnter
    >
      {pages.map((page) => (
        <Tab key={page.id} eventKey={String(page.id)} title={page.name}>
          <div className="row g-3">
            {page.blocks.map((block) => (
              <div className="col-12 col-xl-6" key={block.id}>
                <BlockCard block={block} />
              </div>
            ))}
          </div>
        </Tab>
      ))}
    </Tabs>
  );
}

function BlockCard({ block }: { block: TViewBlock }) {
  const headingId = `view-block-${block.id}`;
  return (
    <section className="card h-100 shadow-sm border-0" aria-labelledby={headingId} data-testid="view-block">
      <div className="card-body">
        <h3 id={headingId} className="h6 card-title mb-3">
          {block.name}
        </h3>
        <dl className="app-view-list mb-0">
          {block.elements.map((element) => (
            <div key={element.elementId} className="app-view-item">
              <dt>{element.presentation}</dt>
              <dd>
                <ElementValue value={element.value} unit={element.unit} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ElementValue({ value, unit }: Pick<TViewElement, 'value' | 'unit'>) {
  const { t, i18n } = useTranslation();
  if (typeof value === 'boolean') return <>{t(value ? 'common.yes' : 'common.no')}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-body-secondary">—</span>;
    return (
      <ul className="mb-0 ps-3">
        {value.map((item, index) => (
          <li key={`${item}-${index}`}>{item}</li>
        ))}
      </ul>
    );
  }
  if (value === null || value === '') return <span className="text-body-secondary">—</span>;
  return <>{formatWithUnit(value, unit, i18n.language)}</>;
}
