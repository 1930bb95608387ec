import {
  Archive,
  ArrowRepeat,
  FileCheck,
  Folder,
  Hourglass,
  Person,
  Plus,
  Search,
  Sliders,
  ThreeDots,
  X,
  XCircle,
} from 'react-bootstrap-icons';
import { createAppIcon } from './icons';

// The icons only screens loaded after the first one draw (dashboard, folder lists, customer choice,
// dossier management): apart from icons.tsx, which the layout and the wizard import, so that they load
// with those screens and not with the app's first load (the wizard's size budget).
export const IconArchive = createAppIcon(Archive);
export const IconArrowRepeat = createAppIcon(ArrowRepeat);
export const IconFileCheck = createAppIcon(FileCheck);
export const IconFolder = createAppIcon(Folder);
export const IconHourglass = createAppIcon(Hourglass);
export const IconPerson = createAppIcon(Person);
export const IconPlus = createAppIcon(Plus);
export const IconSearch = createAppIcon(Search);
export const IconSliders = createAppIcon(Sliders);
export const IconThreeDots = createAppIcon(ThreeDots);
export const IconX = createAppIcon(X);
export const IconXCircle = createAppIcon(XCircle);
