import { FileText, Printer, Upload } from 'react-bootstrap-icons';
import { createAppIcon, IconArrowLeft, IconPen, IconPersonPlus } from '../../../../shared/ui/icons';

export const IconDocument = createAppIcon(FileText, 16);
export const IconUpload = createAppIcon(Upload, 16);

/** The icons a form definition names (`attributes.icon.type`, a file type's `icon`), by that name. */
const ICONS_BY_NAME = new Map([
  ['printer', createAppIcon(Printer, 16)],
  ['pen', IconPen],
  ['user-plus', IconPersonPlus],
  ['arrow-left', IconArrowLeft],
  ['upload', IconUpload],
]);

/** The icon an element names: a document for a name we do not know, nothing for no name. */
export function WidgetIcon({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  const Icon = ICONS_BY_NAME.get(name) ?? IconDocument;
  return <Icon size={16} />;
}
