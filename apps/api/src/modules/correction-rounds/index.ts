/**
 * Correction rounds (issue 35): each round of corrections of a signed dossier, with the answers and
 * receipts it started from. A leaf module: the wizard, the receipts and the manager's screens read it.
 */
export { getOpenRound, openRoundIfNone } from './service.js';
export { findOpenItemTargets, findRounds, type CorrectionRound } from './queries.js';
export type { RoundReceipt } from '../../db/schema.js';
