export {
  type DocumentSignatory,
  type DocumentTemplate,
  type LocalizedText,
} from './document-template.types.js';
export { documentRoutes } from './routes.js';
export { generateBlockDocuments } from './service/generate-block-documents.js';
export { findDossierLocale } from './queries.js';
export { findAnswersShownByBlock, type TAnswerInPlace } from './service/answers-shown-by-block.js';
