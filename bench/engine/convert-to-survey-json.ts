import type { ConditionRule, FormDefinition, FormElement, LogicalOperator } from '@souscription/form-engine';

const SURVEY_OPERATORS: Record<ConditionRule['operator'], string> = {
  equal: '=',
  not_equal: '!=',
  greater: '>',
  greater_equal: '>=',
  smaller: '<',
  smaller_equal: '<=',
  contains: 'contains',
  not_contains: 'notcontains',
};

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "\\'")}'`;
}

/** Writes condition rules as a SurveyJS expression (`{e12} > 50 and {e11} = 'Non'`). */
export function toSurveyExpression(
  rules: readonly ConditionRule[],
  logicalOperator: LogicalOperator | null | undefined,
  nameOf: (id: number) => string,
): string {
  const parts = rules.map((rule) => {
    if (rule.type !== 'input' || rule.input_id == null)
      throw new Error(`Rule type ${rule.type} is not converted`);
    return `{${nameOf(rule.input_id)}} ${SURVEY_OPERATORS[rule.operator]} ${literal(rule.value)}`;
  });
  return parts.join(logicalOperator === 'OR' ? ' or ' : ' and ');
}

/** Writes one of our formulas as a SurveyJS expression: `#12` and `{name}` become `{name}`. */
export function toSurveyFormula(formula: string, nameOf: (id: number) => string): string {
  return formula
    .replace(/#(\d+)/g, (_match, id: string) => `{${nameOf(Number(id))}}`)
    .replace(/×/g, '*')
    .replace(/÷/g, '/');
}

type SurveyQuestion = Record<string, unknown>;

function toQuestion(element: FormElement, nameOf: (id: number) => string): SurveyQuestion {
  const { attributes } = element;
  const question: SurveyQuestion = { name: element.name, title: attributes.label ?? element.name };
  if (attributes.required) question.isRequired = true;
  if (attributes.defaultValue !== undefined && attributes.defaultValue !== null)
    question.defaultValue = attributes.defaultValue;
  const condition = element.condition;
  if (condition && condition.rules.length > 0) {
    const expression = toSurveyExpression(condition.rules, condition.logical_operator, nameOf);
    if (condition.actions.visible !== undefined)
      question.visibleIf = condition.actions.visible ? expression : `!(${expression})`;
    if (condition.actions.required !== undefined)
      question.requiredIf = condition.actions.required ? expression : `!(${expression})`;
    if (condition.actions.disabled !== undefined)
      question.enableIf = condition.actions.disabled ? `!(${expression})` : expression;
  }
  const numericValidator = () => ({
    type: 'numeric',
    minValue: attributes.min ?? undefined,
    maxValue: attributes.max ?? undefined,
  });
  if (element.calculate)
    return { ...question, type: 'expression', expression: toSurveyFormula(element.calculate, nameOf) };
  switch (element.type) {
    case 'input_radio':
      return {
        ...question,
        type: 'radiogroup',
        choices: (attributes.options ?? []).map((option) => option.value),
      };
    case 'select':
      return {
        ...question,
        type: 'dropdown',
        choices: (attributes.options ?? []).map((option) => option.value),
      };
    case 'input_integer':
    case 'input_float':
      return { ...question, type: 'text', inputType: 'number', validators: [numericValidator()] };
    case 'input_mail':
      return { ...question, type: 'text', inputType: 'email', validators: [{ type: 'email' }] };
    case 'input_date':
      return { ...question, type: 'text', validators: [{ type: 'regex', regex: '^\\d{2}/\\d{2}/\\d{4}$' }] };
    default:
      return attributes.role === 'siret'
        ? { ...question, type: 'text', validators: [{ type: 'regex', regex: '^\\d+$' }] }
        : { ...question, type: 'text' };
  }
}

/**
 * Converts one of our definitions to a SurveyJS JSON: pages → pages, blocks → panels (visibleIf from the
 * block condition), elements → questions with visibleIf / requiredIf / enableIf, calculated elements →
 * expression questions, validators for bounds, e-mails, SIRET and dates. Covers what the benchmark form uses.
 */
export function convertToSurveyJson(definition: FormDefinition): Record<string, unknown> {
  const names = new Map(definition.elements.map((element) => [element.id, element.name]));
  const nameOf = (id: number): string => {
    const name = names.get(id);
    if (!name) throw new Error(`Unknown element ${id}`);
    return name;
  };
  const pages = [...definition.pages].sort((a, b) => a.rank - b.rank);
  return {
    pages: pages.map((page) => ({
      name: `page${page.id}`,
      elements: definition.blocks
        .filter((block) => block.page_id === page.id)
        .sort((a, b) => a.rank - b.rank)
        .map((block) => ({
          type: 'panel',
          name: `block${block.id}`,
          visibleIf: block.condition?.rules.length
            ? toSurveyExpression(block.condition.rules, block.condition.logical_operator, nameOf)
            : undefined,
          elements: definition.elements
            .filter((element) => element.block_id === block.id)
            .map((element) => toQuestion(element, nameOf)),
        })),
    })),
  };
}
