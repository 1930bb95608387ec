import type { TTenantTheme } from '@souscription/contract';

type TRgb = [number, number, number];

function toRgb(hex: string): TRgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: TRgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a colour with another one; weight is the share of `other` (0 to 1). */
function mix(rgb: TRgb, other: TRgb, weight: number): TRgb {
  return [0, 1, 2].map((i) => rgb[i]! * (1 - weight) + other[i]! * weight) as TRgb;
}

function relativeLuminance(rgb: TRgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black text, whichever reads better on the colour (WCAG contrast ratio). */
export function readableTextOn(hex: string): string {
  const luminance = relativeLuminance(toRgb(hex));
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / 0.05;
  return onWhite >= onDark ? '#ffffff' : '#212529';
}

const WHITE: TRgb = [255, 255, 255];
const BLACK: TRgb = [0, 0, 0];

/**
 * The CSS variables of a tenant's colours: Bootstrap's primary family and the few that `theme.css`
 * adds for buttons. Note: the tenant's secondary colour is often a pale tint, so it stays out of
 * Bootstrap's `secondary` (used for neutral greys) and is offered as `--app-tenant-secondary`.
 */
export function computeThemeVariables(theme: TTenantTheme): Record<string, string> {
  const primary = toRgb(theme.primaryColor);
  const variables: Record<string, string> = {
    '--bs-primary': theme.primaryColor,
    '--bs-primary-rgb': primary.join(', '),
    '--bs-primary-text-emphasis': toHex(mix(primary, BLACK, 0.6)),
    '--bs-primary-bg-subtle': toHex(mix(primary, WHITE, 0.85)),
    '--bs-primary-border-subtle': toHex(mix(primary, WHITE, 0.6)),
    '--app-primary-hover': toHex(mix(primary, BLACK, 0.15)),
    '--app-primary-active': toHex(mix(primary, BLACK, 0.25)),
    '--app-on-primary': readableTextOn(theme.primaryColor),
    '--app-tenant-secondary': theme.secondaryColor,
  };
  const link = relativeLuminance(primary) > 0.35 ? mix(primary, BLACK, 0.45) : primary;
  const linkHover = mix(link, BLACK, 0.2);
  variables['--bs-link-color'] = toHex(link);
  variables['--bs-link-color-rgb'] = link.map(Math.round).join(', ');
  variables['--bs-link-hover-color'] = toHex(linkHover);
  variables['--bs-link-hover-color-rgb'] = linkHover.map(Math.round).join(', ');
  variables['--bs-focus-ring-color'] = `rgba(${primary.join(', ')}, 0.25)`;
  variables['--app-primary-focus-border'] = toHex(mix(primary, WHITE, 0.5));
  return variables;
}

/** Applies the tenant's colours to the whole page (before sign-in from /config, after it from /users/me). */
export function applyTenantTheme(theme: TTenantTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(computeThemeVariables(theme))) {
    root.style.setProperty(name, value);
  }
}
