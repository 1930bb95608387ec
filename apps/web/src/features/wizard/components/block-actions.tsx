import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { IconArrowLeft, IconArrowRight, IconCheckCircle, IconCopy, IconPen } from '../../../shared/ui/icons';
import { useWizardText } from '../i18n';
import type { TBlockAction } from '../model/block-kind';
import { useOnline } from '../../../shared/hooks/use-online';

const ACTION_ICON = {
  begin: IconArrowRight,
  'keep-on': IconArrowRight,
  sign: IconPen,
  finish: IconCheckCircle,
  'save-correction': IconCheckCircle,
};

type TBlockActionsProps = {
  blockId: number;
  /** The main button: begin, keep on, sign or finish. */
  action: TBlockAction;
  canGoBack: boolean;
  canDuplicate: boolean;
  /** The main button shows (a signature block the user may not sign yet has none). */
  canSubmit: boolean;
  saving: boolean;
  locked: boolean;
  onBack: (blockId: number) => void;
  onDuplicate: () => void;
};

/**
 * An open block's buttons (spec 02 §2): back to the previous block, duplicate (finalisation block),
 * and the main button — a submit of the block's form, with a spinner while it saves. A save made
 * without a network waits for it (the answers stay on the page): the block says so, and that they
 * are sent once the network is back.
 */
export function BlockActions(props: TBlockActionsProps) {
  const { t } = useWizardText();
  const online = useOnline();
  const ActionIcon = ACTION_ICON[props.action];
  const waiting = props.saving && !online;
  return (
    <div className="app-block-actions d-flex flex-wrap align-items-center gap-2 mt-4 pt-3">
      <p
        className={waiting ? 'alert alert-warning w-100 mb-2' : 'visually-hidden'}
        role="status"
        data-testid="block-offline"
      >
        {waiting ? t('block.offline') : ''}
      </p>
      {props.canGoBack ? (
        <Button
          variant="link"
          className="d-inline-flex align-items-center gap-2 px-0 text-decoration-none"
          onClick={() => props.onBack(props.blockId)}
          disabled={props.locked}
          data-testid="block-back"
        >
          <IconArrowLeft size={16} />
          {t('block.back')}
        </Button>
      ) : null}
      <div className="ms-auto d-flex flex-wrap gap-2">
        {props.canDuplicate ? (
          <Button
            variant="outline-primary"
            className="d-inline-flex align-items-center gap-2"
            onClick={props.onDuplicate}
            disabled={props.locked}
            data-testid="block-duplicate"
          >
            <IconCopy size={16} />
            {t('block.duplicate')}
          </Button>
        ) : null}
        {props.canSubmit ? (
          <Button
            type="submit"
            variant="primary"
            className="d-inline-flex align-items-center gap-2 app-block-submit"
            disabled={props.locked}
            aria-busy={props.saving || undefined}
            data-testid="block-submit"
            data-action={props.action}
          >
            {props.saving ? (
              <Spinner size="sm" animation="border" aria-hidden="true" />
            ) : props.action === 'sign' ? (
              <ActionIcon size={16} />
            ) : null}
            {props.saving ? t(waiting ? 'block.offline-saving' : 'block.saving') : t(`block.${props.action}`)}
            {!props.saving && props.action !== 'sign' ? <ActionIcon size={16} /> : null}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
