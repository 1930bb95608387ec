import '../dossiers/folder-texts';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { IconEye } from './icons';

type TOpenFileItemProps = {
  title: string;
  /** The button's accessible name (« Voir le justificatif … »). */
  label: string;
  /** This file is being fetched: its button waits. */
  opening: boolean;
  onOpen: () => void;
};

/** A file of a list (a receipt, a signed document): its title, and « Voir » that opens it. */
export function OpenFileItem({ title, label, opening, onOpen }: TOpenFileItemProps) {
  const { t } = useTranslation();
  return (
    <li className="list-group-item d-flex align-items-center justify-content-between gap-3">
      <span className="text-break">{title}</span>
      <Button
        variant="outline-primary"
        size="sm"
        className="d-inline-flex align-items-center gap-1 flex-shrink-0"
        onClick={onOpen}
        disabled={opening}
        aria-label={label}
      >
        {opening ? <Spinner size="sm" animation="border" aria-hidden="true" /> : <IconEye size={16} />}
        <span aria-hidden="true">{t('folders.actions.view')}</span>
      </Button>
    </li>
  );
}
