export {
  countRequest,
  toAddressKey,
  MAX_WINDOW_MS,
  type TRequestCount,
  type TRequestLimit,
} from './count-request.js';
export {
  findThrottleRefusal,
  lockThrottleScopes,
  recordThrottleEvents,
  takeThrottle,
  THROTTLE_HORIZON_MS,
  type TThrottleRefusal,
  type TThrottleScope,
  type TThrottleWindow,
} from './throttle-events.js';
