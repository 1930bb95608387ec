/** A section of a document, every text already written in the document's language. */
export type ModelSection =
  /** A page title (the printable dossier). */
  | { kind: 'heading'; title: string }
  /** Labelled values, two columns. */
  | { kind: 'table'; title: string; rows: [label: string, value: string][] }
  | { kind: 'text'; title?: string; paragraphs: string[] }
  | { kind: 'verdict'; title: string; suitable: boolean; label: string; text: string };

/**
 * Everything a document shows except the moment it was made (dossier version, date): its SHA-256
 * decides whether the document must be made again.
 */
export type DocumentModel = {
  locale: 'fr' | 'en';
  title: string;
  subtitle?: string;
  /** Document reference (`BS-42`). */
  reference: string;
  tenant: { name: string; primaryColor: string; secondaryColor: string; logoSha256: string | null };
  sections: ModelSection[];
  legalMentions: string[];
  /** Signature boxes: the party's label and name. */
  signatories: { label: string; name: string }[];
};

/** When and from what a document was made (written on it, not part of its input hash). */
export type DocumentStamp = { dossierId: number; dossierVersion: number; date: string };
