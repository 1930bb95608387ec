import { findUnsuitableAnswers, type FormElement, type FormState } from '@souscription/form-engine';
import { Notice } from '../../../shared/ui/notice';
import { useElementStates } from '../widgets';
import { useWizardText } from '../i18n';

const ADEQUACY_ROLES = ['suitability_yes', 'suitability_no', 'knowledge_assessment'];

/** The ids of the form's elements that decide the adequacy conclusion. */
function adequacyElementIds(formState: FormState): number[] {
  return formState.form.elements
    .filter(({ element }) => ADEQUACY_ROLES.includes(element.attributes.role ?? ''))
    .map(({ element }) => element.id);
}

/** An answer as the user read it: its option's label, else the value itself. */
function answerText(element: FormElement, value: unknown): string {
  const option = element.attributes.options?.find((candidate) => String(candidate.value) === String(value));
  return option?.label ?? String(value);
}

/**
 * « Non adapté » where it is decided (issue 32): on a block holding suitability questions or the
 * knowledge assessment, as soon as the answers given make the product unsuitable, the notice names
 * each answer at cause (question and answer, or the assessment's result) and what to do; it is
 * updated as the answers change, and announced (a polite live region, always in place).
 */
export function UnsuitableNotice({
  formState,
  elements,
}: {
  formState: FormState;
  elements: readonly FormElement[];
}) {
  const { t } = useWizardText();
  const ids = adequacyElementIds(formState);
  // Re-rendered when one of them changes (the assessment is calculated from the quiz's answers).
  useElementStates(formState, ids);
  if (!elements.some((element) => ADEQUACY_ROLES.includes(element.attributes.role ?? ''))) return null;
  const causes = findUnsuitableAnswers(formState);
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="unsuitable-region">
      {causes.length ? (
        <Notice variant="warning" role="note" className="py-2" data-testid="unsuitable-notice">
          <p className="fw-semibold mb-1">{t('adequacy.unsuitable-title')}</p>
          <ul className="mb-2">
            {causes.map(({ elementId, kind }) => {
              const element = formState.form.elements[formState.form.indexById.get(elementId)!]!.element;
              return (
                <li key={elementId} data-testid={`unsuitable-cause-${element.name}`}>
                  {t(kind === 'knowledge' ? 'adequacy.cause-knowledge' : 'adequacy.cause', {
                    question: element.attributes.label ?? element.name,
                    answer: answerText(element, formState.getValue(elementId)),
                  })}
                </li>
              );
            })}
          </ul>
          <p className="mb-0">{t('adequacy.what-to-do')}</p>
        </Notice>
      ) : null}
    </div>
  );
}
