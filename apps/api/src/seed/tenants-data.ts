import type { FooterBlock } from '../db/schema/core.js';
import { DEFAULT_FEATURE_SWITCHES, type TFeatureSwitches, type TTenantTheme } from '@souscription/contract';

export type TenantSeed = {
  code: string;
  name: string;
  theme: TTenantTheme;
  features: TFeatureSwitches;
  footerBlocks: FooterBlock[];
};

const legalFooter = (name: string, regulator: string, regulatorEn: string): FooterBlock[] => [
  {
    fr: `<p><strong>${name}</strong> — société de gestion de portefeuille agréée par l’AMF${regulator}.</p>`,
    en: `<p><strong>${name}</strong> — portfolio management company authorised by the AMF${regulatorEn}.</p>`,
  },
  {
    fr: '<p>Investir en parts de SCPI comporte un risque de perte en capital\u202f; la liquidité n’est pas garantie. Les performances passées ne préjugent pas des performances futures.</p>',
    en: '<p>Investing in SCPI shares carries a risk of capital loss; liquidity is not guaranteed. Past performance is no guide to future performance.</p>',
  },
  {
    fr: '<p><a href="https://www.amf-france.org" target="_blank">Autorité des marchés financiers</a> · <a href="mailto:conformite@souscription.test">Réclamations</a></p>',
    en: '<p><a href="https://www.amf-france.org" target="_blank">French financial markets authority (AMF)</a> · <a href="mailto:conformite@souscription.test">Complaints</a></p>',
  },
];

/** The tenants of spec 02 §9 with a name, a colour and a footer each. */
export const TENANT_SEEDS: readonly TenantSeed[] = [
  {
    code: 'demo',
    name: 'Souscription Démo',
    theme: { primaryColor: '#1f4e79', secondaryColor: '#e8eef5' },
    // Note: the demo tenant turns the profile page on so the partner's account page can be seen.
    features: { ...DEFAULT_FEATURE_SWITCHES, profilePage: true },
    footerBlocks: legalFooter(
      'Souscription Démo',
      ' sous le n° GP-00-000 (démonstration)',
      ' under no. GP-00-000 (demonstration)',
    ),
  },
  {
    code: 'voisin',
    name: 'Groupe Voisin',
    theme: { primaryColor: '#00684a', secondaryColor: '#e6f2ee' },
    features: DEFAULT_FEATURE_SWITCHES,
    footerBlocks: legalFooter('Groupe Voisin', '', ''),
  },
  {
    code: 'sogenial',
    name: 'Sogenial Immobilier',
    theme: { primaryColor: '#a4102a', secondaryColor: '#f7e8eb' },
    features: DEFAULT_FEATURE_SWITCHES,
    footerBlocks: legalFooter('Sogenial Immobilier', '', ''),
  },
  {
    code: 'remake',
    name: 'Remake Asset Management',
    theme: { primaryColor: '#5b2c83', secondaryColor: '#efe9f5' },
    features: DEFAULT_FEATURE_SWITCHES,
    footerBlocks: legalFooter('Remake Asset Management', '', ''),
  },
  {
    code: 'swisslife-am',
    name: 'Swiss Life Asset Managers France',
    theme: { primaryColor: '#b3261e', secondaryColor: '#f8e9e8' },
    features: DEFAULT_FEATURE_SWITCHES,
    footerBlocks: legalFooter('Swiss Life Asset Managers France', '', ''),
  },
  {
    code: 'paref',
    name: 'Paref Gestion',
    theme: { primaryColor: '#003b5c', secondaryColor: '#e5edf2' },
    features: DEFAULT_FEATURE_SWITCHES,
    footerBlocks: legalFooter('Paref Gestion', '', ''),
  },
  {
    code: 'altarea',
    name: 'Altarea Investment Managers',
    theme: { primaryColor: '#9c1c3b', secondaryColor: '#f5e8ec' },
    features: DEFAULT_FEATURE_SWITCHES,
    footerBlocks: legalFooter('Altarea Investment Managers', '', ''),
  },
  {
    code: 'aestiam',
    name: 'Aestiam',
    theme: { primaryColor: '#0d6266', secondaryColor: '#e6f0f0' },
    features: { ...DEFAULT_FEATURE_SWITCHES, folderDuplication: true },
    footerBlocks: legalFooter('Aestiam', '', ''),
  },
  {
    code: 'norma',
    name: 'Norma Capital',
    theme: { primaryColor: '#9a4a00', secondaryColor: '#f6ede4' },
    // Note: Norma turns the cookie consent tool on (spec 01 §6), so its banner can be seen; no journey
    // but the consent one uses this tenant (the others use `demo` and `aestiam`).
    features: { ...DEFAULT_FEATURE_SWITCHES, cookieConsent: true },
    footerBlocks: legalFooter('Norma Capital', '', ''),
  },
  {
    code: 'default',
    name: 'Souscription',
    theme: { primaryColor: '#2f3e55', secondaryColor: '#eceff3' },
    features: DEFAULT_FEATURE_SWITCHES,
    footerBlocks: legalFooter('Souscription', '', ''),
  },
];
