// The two functions of libphonenumber-js the engine calls, in a module of their own: importing it on
// demand keeps only them (a dynamic import of libphonenumber-js/core would keep all its code).
export { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/core';
