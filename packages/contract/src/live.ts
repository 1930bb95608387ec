import { z } from 'zod';

/** The name of the server-sent event that says a folder changed. */
export const DOSSIER_CHANGED_EVENT = 'dossier';
/** The name of the server-sent event that says changes may have been missed: read everything again. */
export const RESYNC_EVENT = 'resync';

/**
 * What a `dossier` event carries: the folder that changed (its row, an envelope, a party, a
 * signature event, its integration history). The screen reads what it shows again; the event itself
 * says nothing of the change, so it tells nobody more than the folder's number.
 */
export const ZDossierChangedEvent = z.object({ id: z.number().int().positive() });
export type TDossierChangedEvent = z.infer<typeof ZDossierChangedEvent>;

/** The stream of `dossier` and `resync` events, as `text/event-stream` (documented, never parsed as JSON). */
export const ZDossierEventStream = z
  .string()
  .describe(
    'A text/event-stream: `event: dossier` with `data: {"id":123}` for each folder the caller sees that changed, `event: resync` when changes may have been missed, and a comment line every 20 s.',
  );
