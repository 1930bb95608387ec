import { ZDossierEventStream } from '../../live.js';
import { defineOperation } from '../../operation.js';

/** `GET /events`. */
export const streamDossierEvents = defineOperation({
  operationId: 'streamDossierEvents',
  method: 'GET',
  path: '/events',
  summary: 'Live changes of the folders the caller sees (server-sent events)',
  description:
    'A server-sent event stream: an event names each folder the caller sees as soon as it changes (its answers or states, a signature envelope, a party’s action, the review’s history), on whichever server replica the change was made (PostgreSQL NOTIFY). Screens read the folder again on each event, so a signature, a refusal or a review decision shows within a second everywhere it is open. The stream ends when the access token expires; the client reconnects with a fresh one.',
  tags: ['dossiers'],
  answer: 'events',
  responses: { 200: ZDossierEventStream },
  errors: {},
});
