import { useLayoutEffect, useRef, useState } from 'react';
import { useWidgetText } from '../i18n';
import type { TWidgetLocale } from './element-widget.types';

/** An item of a ranking. */
export type TOrderItem = { key: string; label: string; description?: string | null };

type TOrderListProps = {
  items: readonly TOrderItem[];
  /** Shows each item's rank (false while the ranking is not answered yet). */
  ranked: boolean;
  disabled: boolean;
  locale: TWidgetLocale;
  /** Ids describing the list (help, errors). */
  describedBy?: string;
  labelledBy?: string;
  onMove: (order: readonly string[]) => void;
};

/**
 * A list ranked with up / down buttons (keyboard operable, not drag-only). The moved item keeps the focus
 * and its new position is announced.
 */
export function OrderList({
  items,
  ranked,
  disabled,
  locale,
  describedBy,
  labelledBy,
  onMove,
}: TOrderListProps) {
  const { t } = useWidgetText(locale);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const button = buttons.current.get(pendingFocus.current);
    const fallback = buttons.current.get(
      pendingFocus.current.replace(/:(up|down)$/, (_m, d) => (d === 'up' ? ':down' : ':up')),
    );
    (button && !button.disabled ? button : fallback)?.focus();
    pendingFocus.current = null;
  });

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    const item = items[index];
    if (!item || target < 0 || target >= items.length) return;
    const order = items.map((entry) => entry.key);
    order.splice(index, 1);
    order.splice(target, 0, item.key);
    pendingFocus.current = `${item.key}:${delta < 0 ? 'up' : 'down'}`;
    setAnnouncement(t('order.moved', { label: item.label, position: target + 1, count: items.length }));
    onMove(order);
  };

  const register = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };

  return (
    <>
      <ol
        className="app-widget-order list-unstyled mb-0"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {items.map((item, index) => (
          <li key={item.key} className="app-widget-order-item">
            <span className={`app-widget-order-rank ${ranked ? '' : 'is-proposed'}`} aria-hidden="true">
              {index + 1}
            </span>
            <span className="app-widget-order-label">
              {item.label}
              {item.description ? (
                <span className="d-block small text-body-secondary">{item.description}</span>
              ) : null}
              {ranked ? (
                <span className="visually-hidden">
                  {', '}
                  {t('order.position', { position: index + 1, count: items.length })}
                </span>
              ) : null}
            </span>
            <span className="app-widget-order-buttons">
              <button
                ref={register(`${item.key}:up`)}
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => move(index, -1)}
                disabled={disabled || index === 0}
                aria-label={t('order.move-up', { label: item.label })}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                ref={register(`${item.key}:down`)}
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => move(index, 1)}
                disabled={disabled || index === items.length - 1}
                aria-label={t('order.move-down', { label: item.label })}
              >
                <span aria-hidden="true">↓</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
