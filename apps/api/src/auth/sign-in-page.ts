import type { TRole } from '@souscription/contract';
import { escapeHtml } from '../shared/escape-html.js';

export type SignInLocale = 'fr' | 'en';

const TEXTS = {
  fr: {
    title: 'Connexion',
    subtitle: 'Accédez à votre espace de souscription',
    username: 'Identifiant',
    password: 'Mot de passe',
    submit: 'Se connecter',
    invalid: 'Identifiant ou mot de passe incorrect.',
    tooMany: 'Trop de tentatives. Réessayez dans quelques minutes.',
    demo: 'Comptes de démonstration',
    demoPassword: 'Mot de passe de tous les comptes :',
    role: 'Rôle',
    switchLang: 'English',
    verify: 'Vérifier un document signé',
    roles: {
      advisor: 'Conseiller',
      partner: 'Partenaire (CGP)',
      manager: 'Manager',
      back_office_user: 'Back-office',
      manage_dossier: 'Gestionnaire de dossiers',
      client: 'Client',
      prospect: 'Prospect',
      prospect_direct: 'Prospect direct',
      integration: 'Client machine du back-office',
    },
  },
  en: {
    title: 'Sign in',
    subtitle: 'Access your subscription space',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'Wrong username or password.',
    tooMany: 'Too many attempts. Try again in a few minutes.',
    demo: 'Demo accounts',
    demoPassword: 'Password of every account:',
    role: 'Role',
    switchLang: 'Français',
    verify: 'Verify a signed document',
    roles: {
      advisor: 'Advisor',
      partner: 'Partner (CGP)',
      manager: 'Manager',
      back_office_user: 'Back office',
      manage_dossier: 'Dossier manager',
      client: 'Client',
      prospect: 'Prospect',
      prospect_direct: 'Direct prospect',
      integration: 'Back office machine client',
    },
  },
} as const;

/**
 * The demo accounts the page lists, given at start (server.ts reads them from the seed; product
 * code does not import seed data): their shared password, and each account with the name of its
 * tenant when it is not the demo tenant.
 */
export type DemoAccountListing = {
  password: string;
  accounts: readonly { username: string; role: TRole; otherTenantName: string | null }[];
};

export type SignInPageOptions = {
  uid: string;
  locale: SignInLocale;
  tenantName: string;
  primaryColor: string;
  username?: string;
  error?: 'invalid' | 'tooMany';
  /** Listed on the page when given. */
  demoAccounts: DemoAccountListing | null;
};

/** The embedded provider's sign-in page, in French or English. */
export function renderSignInPage(options: SignInPageOptions): string {
  const t = TEXTS[options.locale];
  const other: SignInLocale = options.locale === 'fr' ? 'en' : 'fr';
  const action = `/oidc/interaction/${encodeURIComponent(options.uid)}/login`;
  // Every demo account, those of another tenant with its name (conseiller.aestiam).
  const demoAccounts = options.demoAccounts;
  const demoRows = (demoAccounts?.accounts ?? [])
    .map((a) => {
      const tenant = a.otherTenantName === null ? '' : ` · ${a.otherTenantName}`;
      return `<tr><td><code>${escapeHtml(a.username)}</code></td><td>${escapeHtml(t.roles[a.role] + tenant)}</td></tr>`;
    })
    .join('');
  const demo = demoAccounts
    ? `<section class="demo" aria-labelledby="demo-title"><h2 id="demo-title">${t.demo}</h2>
<p>${t.demoPassword} <code>${escapeHtml(demoAccounts.password)}</code></p>
<table><thead><tr><th scope="col">${t.username}</th><th scope="col">${t.role}</th></tr></thead><tbody>${demoRows}</tbody></table></section>`
    : '';
  const error = options.error
    ? `<div class="alert" role="alert">${options.error === 'invalid' ? t.invalid : t.tooMany}</div>`
    : '';
  return `<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} · ${escapeHtml(options.tenantName)}</title>
<script src="/theme/sign-in.js" defer></script>
<style>
:root { --primary: ${escapeHtml(options.primaryColor)}; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f5f8; color: #1f2937; }
main { max-width: 26rem; margin: 4rem auto; padding: 0 1rem; }
.card { background: #fff; border-radius: .75rem; box-shadow: 0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.06); padding: 2rem; }
.brand { display: flex; justify-content: space-between; align-items: center; margin-bottom: 1.5rem; }
.brand img { max-width: 150px; max-height: 48px; }
.lang { font-size: .9rem; color: var(--primary); }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
.subtitle { margin: 0 0 1.5rem; color: #6b7280; }
label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
input { width: 100%; padding: .65rem .75rem; border: 1px solid #cbd5e1; border-radius: .5rem; font-size: 1rem; }
input:focus { outline: 3px solid color-mix(in srgb, var(--primary) 35%, transparent); border-color: var(--primary); }
button { width: 100%; margin-top: 1.5rem; padding: .75rem; border: 0; border-radius: .5rem; background: var(--primary); color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
.alert { background: #fdecea; color: #8a1c1c; border: 1px solid #f5c2c0; border-radius: .5rem; padding: .75rem; margin-bottom: 1rem; }
.demo { margin-top: 1.5rem; background: #fff; border-radius: .75rem; padding: 1.25rem 2rem; font-size: .9rem; }
.demo h2 { font-size: 1rem; margin: 0 0 .5rem; }
.demo table { width: 100%; border-collapse: collapse; }
.demo th, .demo td { text-align: left; vertical-align: baseline; padding: .3rem 1rem .3rem 0; border-bottom: 1px solid #eef0f3; }
.demo th:last-child, .demo td:last-child { padding-right: 0; }
.demo td:first-child { white-space: nowrap; }
footer { margin-top: 1.5rem; text-align: center; font-size: .9rem; }
footer a { color: var(--primary); }
</style>
</head>
<body>
<main>
<div class="card">
<div class="brand"><img src="/theme/images/logo.png" alt="${escapeHtml(options.tenantName)}"><a class="lang" href="?lang=${other}" lang="${other}">${t.switchLang}</a></div>
<h1>${t.title}</h1>
<p class="subtitle">${t.subtitle}</p>
${error}
<form method="post" action="${action}" autocomplete="on">
<input type="hidden" name="lang" value="${options.locale}">
<label for="username">${t.username}</label>
<input id="username" name="username" required autocomplete="username" autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">${t.submit}</button>
</form>
</div>
${demo}
<footer><a href="/verification">${t.verify}</a></footer>
</main>
</body>
</html>`;
}
