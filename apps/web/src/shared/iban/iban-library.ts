// The three functions of ibantools the engine calls, in a module of their own, loaded on demand.
// Note: vite.config.ts sends the engine's `ibantools` here only from outside this folder.
export { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
