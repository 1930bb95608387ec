import type { ElementRole } from '../definition/element-role.js';
import type { TenantConfiguration } from '../definition/tenant-configuration.types.js';
import { checkAttributes } from './check-attributes.js';
import { checkCalculations } from './check-calculations.js';
import { checkConditionValues } from './check-condition-values.js';
import { checkCycles } from './check-cycles.js';
import { checkDocuments } from './check-documents.js';
import { checkNames } from './check-names.js';
import { checkReferences } from './check-references.js';
import { checkRoles } from './check-roles.js';
import { checkSignatureButtons } from './check-signature-buttons.js';
import { checkTranslations } from './check-translations.js';
import { checkVisibility } from './check-visibility.js';
import { createLintContext } from './lint-context.js';
import type { LintFinding } from './lint-finding.types.js';
import type { LintableFormDefinition, LintOptions } from './lint-input.types.js';

/**
 * Lints a form definition with a tenant's configuration (pure, no I/O): references, cycles, condition
 * values, visibility and fillability, calculations, roles, e-signature buttons, English texts and names. Returns every finding,
 * errors first; a definition with an error-level finding should not be stored.
 */
export function lintFormDefinition(
  definition: LintableFormDefinition,
  tenantConfiguration: TenantConfiguration,
  options: LintOptions & { requiredRoles?: readonly ElementRole[] } = {},
): LintFinding[] {
  const context = createLintContext(definition, tenantConfiguration, options);
  checkReferences(context);
  checkNames(context);
  checkAttributes(context);
  checkCycles(context);
  checkConditionValues(context);
  checkVisibility(context);
  checkCalculations(context);
  checkRoles(context, options.requiredRoles);
  checkSignatureButtons(context);
  checkDocuments(context);
  checkTranslations(context);
  return [
    ...context.findings.filter((finding) => finding.severity === 'error'),
    ...context.findings.filter((finding) => finding.severity === 'warning'),
  ];
}
