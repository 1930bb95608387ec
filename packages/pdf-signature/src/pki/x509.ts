// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata polyfill
// loaded before it; every module of the package takes x509 from here so that the order always holds.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export { x509 };
