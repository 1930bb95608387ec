export {
  sendOneTimeCode,
  verifyOneTimeCode,
  type SendOneTimeCodeInput,
  type SendOneTimeCodeResult,
  type VerifyOneTimeCodeInput,
  type VerifyOneTimeCodeResult,
} from './service.js';
export { ONE_TIME_CODE_RULES } from './one-time-code-rules.js';
export { maskDestination, maskEmail, maskPhone } from './mask-destination.js';
