import { describe, expect, it } from 'vitest';
import { applyTenantTheme, computeThemeVariables, readableTextOn } from './apply-tenant-theme';

describe('tenant theme', () => {
  it('sets the Bootstrap primary colour, its rgb triplet and the link colour on the page', () => {
    const root = document.createElement('div');
    applyTenantTheme({ primaryColor: '#1d4e89', secondaryColor: '#f2a900' }, root);

    expect(root.style.getPropertyValue('--bs-primary')).toBe('#1d4e89');
    expect(root.style.getPropertyValue('--bs-primary-rgb')).toBe('29, 78, 137');
    expect(root.style.getPropertyValue('--app-tenant-secondary')).toBe('#f2a900');
    expect(root.style.getPropertyValue('--bs-secondary')).toBe('');
    expect(root.style.getPropertyValue('--bs-link-color')).toBe('#1d4e89');
    expect(root.style.getPropertyValue('--bs-link-color-rgb')).toBe('29, 78, 137');
  });

  it('darkens the link colour of a light primary so that text stays readable', () => {
    const variables = computeThemeVariables({ primaryColor: '#ffd500', secondaryColor: '#333333' });
    expect(variables['--bs-link-color']).not.toBe('#ffd500');
    expect(variables['--app-on-primary']).toBe('#212529');
  });

  it('puts white text on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#1d4e89')).toBe('#ffffff');
    expect(readableTextOn('#f2a900')).toBe('#212529');
  });
});
