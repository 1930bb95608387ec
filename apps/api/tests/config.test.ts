import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('has the defaults of docs/operations.md when nothing is set', () => {
    const config = loadConfig({}, {});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: resolve('./data'),
      seedOnStart: true,
      showDemoAccounts: true,
      defaultTenant: 'demo',
      oidcIssuer: undefined,
      oidcClientId: 'souscription-web',
      oidcAudience: undefined,
      oidcScope: undefined,
      oidcRoleClaim: 'role',
      oidcTenantClaim: 'tenant',
      oidcUsernameClaim: 'preferred_username',
      oidcLogoutUrl: undefined,
      logLevel: 'info',
      listCacheSeconds: 30,
      verifyQueue: 16,
      trustProxy: false,
      devWebOrigins: [],
      smtpUrl: undefined,
      mailFrom: undefined,
      smsGatewayUrl: undefined,
      smsGatewayAuthHeader: 'Authorization',
      smsGatewayBody: '{"to":"{{to}}","text":"{{text}}","from":"{{from}}"}',
      smsGatewayContentType: 'json',
      smsFrom: '',
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('takes an empty variable as unset and reads what is set', () => {
    const config = loadConfig(
      {},
      {
        PORT: '8080',
        HOST: '',
        PUBLIC_URL: 'https://souscription.example.com/',
        SEED_ON_START: 'false',
        LIST_CACHE_SECONDS: '0',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        DEV_WEB_ORIGINS: 'http://localhost:5173/, http://127.0.0.1:5173',
        OIDC_SCOPE: 'openid profile email roles',
        OIDC_ROLE_CLAIM: 'realm_access.roles',
      },
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://souscription.example.com',
      seedOnStart: false,
      listCacheSeconds: 0,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      devWebOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
    });
    expect(loadConfig({}, { PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({}, { TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535'],
    [{ LIST_CACHE_SECONDS: '-1' }, 'LIST_CACHE_SECONDS must be an integer between 0 and 86400'],
    [{ SEED_ON_START: 'no' }, 'SEED_ON_START must be true or false'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL must be an http:// or https:// address'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL must be a postgres:// or postgresql:// connection URL'],
    [
      { TRUST_PROXY: 'my-proxy' },
      'TRUST_PROXY must be true, false or a comma-separated list of addresses or CIDR ranges',
    ],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// address'],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, 'MAIL_FROM must be set with SMTP_URL'],
    [{ SMS_GATEWAY_URL: 'sms.example.com' }, 'SMS_GATEWAY_URL must be an http:// or https:// address'],
    [{ SMS_GATEWAY_CONTENT_TYPE: 'xml' }, 'SMS_GATEWAY_CONTENT_TYPE must be json or form'],
    [{ SMS_GATEWAY_AUTH_HEADER: 'X API Key' }, 'SMS_GATEWAY_AUTH_HEADER must be an HTTP header name'],
    [
      { DEV_WEB_ORIGINS: 'localhost:5173' },
      'DEV_WEB_ORIGINS must be a comma-separated list of http(s) origins',
    ],
    [
      { DEV_WEB_ORIGINS: 'http://localhost:5173/authorization' },
      'DEV_WEB_ORIGINS must be a comma-separated list of http(s) origins',
    ],
  ])('refuses %o: %s', (env, message) => {
    expect(() => loadConfig({}, env)).toThrow(ConfigError);
    expect(() => loadConfig({}, env)).toThrow(message);
  });

  it('names every wrong variable at once, never echoing a value', () => {
    const load = () => loadConfig({}, { PORT: 'x', DATABASE_URL: 'mysql://user:secret@db/x' });
    expect(load).toThrow(/PORT must .*; DATABASE_URL must/);
    expect(load).not.toThrow(/secret/);
  });
});
