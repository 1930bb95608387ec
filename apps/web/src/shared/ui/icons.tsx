import type { Icon } from 'react-bootstrap-icons';
import {
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  BoxArrowRight,
  Check2,
  CheckCircle,
  ClockHistory,
  Copy,
  Download,
  Eye,
  ExclamationTriangle,
  InfoCircle,
  Inbox,
  Lock,
  Pen,
  Pencil,
  PersonPlus,
  SlashCircle,
  Trash,
} from 'react-bootstrap-icons';

/** Size in pixels (each icon has its usual default) and classes of an app icon. */
export type TIconProps = { size?: number; className?: string };

/**
 * The app's name for a Bootstrap icon (react-bootstrap-icons, MIT), drawn in the text colour and
 * decorative: hidden from assistive technology, which reads the control's own label.
 */
export function createAppIcon(BootstrapIcon: Icon, defaultSize = 24) {
  return function AppIcon({ size = defaultSize, className }: TIconProps) {
    return <BootstrapIcon size={size} className={className} aria-hidden="true" focusable="false" />;
  };
}

export const IconArrowLeft = createAppIcon(ArrowLeft);
export const IconArrowRight = createAppIcon(ArrowRight, 16);
export const IconArrowUp = createAppIcon(ArrowUp);
export const IconBoxArrowRight = createAppIcon(BoxArrowRight);
export const IconCheck = createAppIcon(Check2, 16);
export const IconCheckCircle = createAppIcon(CheckCircle);
export const IconClockHistory = createAppIcon(ClockHistory);
export const IconCopy = createAppIcon(Copy);
export const IconDownload = createAppIcon(Download);
export const IconExclamationTriangle = createAppIcon(ExclamationTriangle);
export const IconEye = createAppIcon(Eye);
export const IconInbox = createAppIcon(Inbox);
export const IconInfo = createAppIcon(InfoCircle, 16);
export const IconLock = createAppIcon(Lock, 16);
export const IconPen = createAppIcon(Pen);
export const IconPencil = createAppIcon(Pencil);
export const IconPersonPlus = createAppIcon(PersonPlus);
export const IconSlashCircle = createAppIcon(SlashCircle, 16);
export const IconTrash = createAppIcon(Trash);
