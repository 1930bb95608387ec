/**
 * Debian's Glewlwyd, an OpenID issuer nobody here wrote, made from nothing for one run: its own
 * SQLite database in a temporary folder (the package's schema), its own configuration file, then
 * configured through its administration API — an OpenID Connect plugin signing RS256, a public
 * client with PKCE, users carrying a role and a tenant in their access tokens.
 */
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForIssuer, type TStartedIssuer } from './wait-for-issuer.js';

const SCHEMA = '/usr/share/dbconfig-common/data/glewlwyd/install/sqlite3';
const WEBAPP = '/usr/share/glewlwyd/webapp';
const ADMIN = { username: 'admin', password: 'password' };

/** A user of the issuer: a product role and a tenant code, as the access token will carry them. */
export type TIssuerUser = {
  username: string;
  password: string;
  name: string;
  email: string;
  role: string;
  tenant: string;
};

type TGlewlwydOptions = {
  port: number;
  workDir: string;
  clientId: string;
  /** The product's address: its `/authorization` callback and `/` after sign-out are registered. */
  appUrl: string;
  users: TIssuerUser[];
  /** Seconds an access token lives (short, so the journey sees the SPA refresh it). */
  accessTokenSeconds: number;
};

const MIME_TYPES = [
  ['.html', 'text/html'],
  ['.css', 'text/css'],
  ['.js', 'application/javascript'],
  ['.json', 'application/json'],
  ['.png', 'image/png'],
  ['.ico', 'image/x-icon'],
  ['.woff', 'font/woff'],
  ['.woff2', 'font/woff2'],
  ['.ttf', 'font/ttf'],
  ['.svg', 'image/svg+xml'],
];

function writeConfig(options: TGlewlwydOptions, databasePath: string, webappPath: string): string {
  const path = join(options.workDir, 'glewlwyd.conf');
  const mimeTypes = MIME_TYPES.map(
    ([extension, type]) => `{ extension = "${extension}"; mime_type = "${type}"; }`,
  );
  writeFileSync(
    path,
    `port=${options.port}
external_url="http://127.0.0.1:${options.port}"
login_url="login.html"
static_files_path="${webappPath}"
static_files_mime_types = ( ${mimeTypes.join(', ')} )
api_prefix="api"
allow_origin="*"
allow_methods="GET, POST, PUT, DELETE, OPTIONS"
allow_headers="Origin, X-Requested-With, Content-Type, Accept, Bearer, Authorization, DPoP"
expose_headers="Content-Encoding, Authorization"
log_mode="console"
log_level="${process.env.GLEWLWYD_LOG_LEVEL ?? 'WARNING'}"
cookie_secure=0
cookie_same_site="empty"
session_expiration=3600
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=false
login_api_enabled=true
add_x_frame_option_header_deny=true
max_post_size=16778240
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="/usr/lib/glewlwyd/user"
client_module_path="/usr/lib/glewlwyd/client"
user_auth_scheme_module_path="/usr/lib/glewlwyd/scheme"
plugin_module_path="/usr/lib/glewlwyd/plugin"
use_secure_connection=false
secure_connection_key_file="/nonexistent/glewlwyd.key"
secure_connection_pem_file="/nonexistent/glewlwyd.pem"
hash_algorithm="SHA512"
database = { type = "sqlite3"; path = "${databasePath}"; };
`,
  );
  return path;
}

/**
 * The package's login and admin pages, with their `config.json` as a file: Debian installs it as a
 * folder holding the file, so the pages served from the package's folder find no configuration.
 */
function prepareWebapp(workDir: string): string {
  const webapp = join(workDir, 'webapp');
  mkdirSync(webapp);
  for (const entry of readdirSync(WEBAPP)) {
    // Copies, not links: Glewlwyd serves no file whose real path is outside its folder.
    if (entry !== 'config.json')
      cpSync(join(WEBAPP, entry), join(webapp, entry), { recursive: true, dereference: true });
  }
  const packaged = join(WEBAPP, 'config.json');
  const configFile = statSync(packaged).isDirectory() ? join(packaged, 'config.json') : packaged;
  copyFileSync(configFile, join(webapp, 'config.json'));
  return webapp;
}

/**
 * The package's schema and default rows; `openid` asks for the password (the default asks for none),
 * the user backend keeps `role` and `tenant` properties, the client backend the post-logout addresses.
 */
function createDatabase(path: string): void {
  const property = '{"multiple":false,"read":true,"write":true,"profile-read":true,"profile-write":false}';
  const sql = `${readFileSync(SCHEMA, 'utf8')}
UPDATE g_scope SET gs_password_required = 1, gs_password_max_age = 3600 WHERE gs_name = 'openid';
UPDATE g_user_module_instance SET gumi_parameters = json_set(gumi_parameters,
  '$."data-format".role', json('${property}'), '$."data-format".tenant', json('${property}'))
  WHERE gumi_name = 'database';
UPDATE g_client_module_instance SET gcmi_parameters = json_set(gcmi_parameters,
  '$."data-format".post_logout_redirect_uris', json('{"multiple":true,"read":true,"write":true}'))
  WHERE gcmi_name = 'database';
`;
  execFileSync('sqlite3', [path], { input: sql });
}

/** Calls the administration API with the admin's session cookie; any refusal stops the run. */
function createAdminClient(apiUrl: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`glewlwyd ${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    }
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    return response;
  };
  return { call };
}

/** The OpenID Connect plugin: RS256, PKCE, refresh, sessions (end_session_endpoint), role and tenant in access tokens. */
function oidcPluginParameters(issuer: string, accessTokenSeconds: number) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    iss: issuer,
    'jwt-type': 'rsa',
    'jwt-key-size': '256',
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    cert: publicKey.export({ type: 'spki', format: 'pem' }),
    'access-token-duration': accessTokenSeconds,
    'refresh-token-duration': 3600,
    'code-duration': 600,
    'refresh-token-rolling': true,
    'allow-non-oidc': false,
    'auth-type-code-enabled': true,
    'auth-type-token-enabled': false,
    'auth-type-id-token-enabled': true,
    'auth-type-none-enabled': false,
    'auth-type-password-enabled': false,
    'auth-type-client-enabled': false,
    'auth-type-device-enabled': false,
    'auth-type-refresh-enabled': true,
    'subject-type': 'public',
    'allowed-scope': ['openid'],
    'pkce-allowed': true,
    'pkce-method-plain-allowed': false,
    'session-management-allowed': true,
    // Note: Glewlwyd's end-session page reads the session through this setting (400 without it), and
    // only then ends it and goes back to the post-logout address.
    'front-channel-logout-allowed': true,
    'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
    'session-cookie-expiration': 3600,
    'name-claim': 'mandatory',
    'email-claim': 'mandatory',
    'scope-claim': 'no',
    // What the product reads in the access token: username, role, tenant, names and e-mail.
    'additional-parameters': [
      { 'user-parameter': 'username', 'token-parameter': 'preferred_username' },
      { 'user-parameter': 'role', 'token-parameter': 'role' },
      { 'user-parameter': 'tenant', 'token-parameter': 'tenant' },
      { 'user-parameter': 'name', 'token-parameter': 'name' },
      { 'user-parameter': 'email', 'token-parameter': 'email' },
    ],
    scope: [],
  };
}

/** Starts Glewlwyd on `port` and configures it; the caller kills `child` at the end. */
export async function startGlewlwyd(options: TGlewlwydOptions): Promise<TStartedIssuer> {
  const databasePath = join(options.workDir, 'glewlwyd.db');
  createDatabase(databasePath);
  const configPath = writeConfig(options, databasePath, prepareWebapp(options.workDir));
  const child = spawn('glewlwyd', ['--config-file', configPath], { stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${options.port}`;
  await waitForIssuer(`${base}/config.json`, child, 'glewlwyd');

  const admin = createAdminClient(`${base}/api`);
  await admin.call('POST', '/auth/', ADMIN);
  const issuer = `${base}/api/oidc`;
  await admin.call('POST', '/mod/plugin/', {
    module: 'oidc',
    name: 'oidc',
    display_name: 'OpenID Connect',
    enabled: true,
    parameters: oidcPluginParameters(issuer, options.accessTokenSeconds),
  });
  await admin.call('POST', '/client/', {
    client_id: options.clientId,
    name: 'Souscription',
    confidential: false,
    enabled: true,
    redirect_uri: [`${options.appUrl}/authorization`],
    // Note: the plugin reads `post_logout_redirect_uris` (the client backend's default format lacks it).
    post_logout_redirect_uris: [`${options.appUrl}/`],
    authorization_type: ['code', 'refresh_token'],
    scope: ['openid'],
  });
  for (const user of options.users) {
    await admin.call('POST', '/user/', {
      username: user.username,
      password: user.password,
      name: user.name,
      email: user.email,
      enabled: true,
      scope: ['openid'],
      role: user.role,
      tenant: user.tenant,
    });
  }
  await waitForIssuer(`${issuer}/.well-known/openid-configuration`, child, 'glewlwyd');
  return { issuer, child };
}
