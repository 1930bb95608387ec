import {
  createFormState,
  loadFormDefinition,
  type FormContext,
  type FormState,
} from '@souscription/form-engine';
import { Model } from 'survey-core';
import { convertToSurveyJson } from './convert-to-survey-json.js';
import type { BenchForm } from './generate-bench-form.js';
import type { ValueChange } from './generate-value-changes.js';

/** One engine under test, behind the operations the benchmark replays. */
export type EngineUnderTest = {
  /** Name printed in the table. */
  name: string;
  /** Builds a fresh instance from the definition (timed as "build"). */
  build: () => EngineInstance;
};

/** A built instance. */
export type EngineInstance = {
  /** Applies one value change; false when it changed nothing (the element already held that value). */
  set: (change: ValueChange) => boolean;
  /** Validates the whole form. */
  validateAll: () => void;
  /** Number of elements in error at the last validation (not timed). */
  countElementsInError: () => number;
  /** Visible / required / calculated value of an element, for the agreement check. */
  read: (elementId: number, name: string) => { visible: boolean; required: boolean; value: unknown };
};

const CONTEXT: FormContext = {
  direct: false,
  dossierState: ['ongoing'],
  today: '2025-06-15',
  tenant: 'demo',
};

function ourEngine(form: BenchForm, incremental: boolean): EngineUnderTest {
  return {
    name: incremental ? 'engine (incremental)' : 'engine (incremental off)',
    build: () => {
      // Note: load + state creation are both timed: parsing formulas and building the graph is part of the build.
      const state: FormState = createFormState(loadFormDefinition(form.definition), CONTEXT, [], {
        incremental,
      });
      return {
        set: (change) => state.set(change.elementId, change.value),
        validateAll: () => {
          state.validateAll();
        },
        countElementsInError: () => new Set(state.validateAll().map((error) => error.elementId)).size,
        read: (elementId) => {
          const element = state.get(elementId);
          return { visible: element.visible, required: element.required, value: element.value };
        },
      };
    },
  };
}

function surveyEngine(form: BenchForm): EngineUnderTest {
  const json = convertToSurveyJson(form.definition);
  return {
    name: 'survey-core',
    build: () => {
      const survey = new Model(json);
      return {
        set: (change) => {
          survey.setValue(change.name, change.value);
          return true;
        },
        validateAll: () => {
          // Note: with fireCallback false SurveyJS only answers yes / no; true makes it produce the errors, as we do.
          survey.validate(true, false);
        },
        countElementsInError: () =>
          survey.getAllQuestions().filter((question) => question.errors.length > 0).length,
        read: (_elementId, name) => {
          const question = survey.getQuestionByName(name);
          return {
            visible: question.isVisible && question.isParentVisible,
            required: question.isRequired,
            value: question.value,
          };
        },
      };
    },
  };
}

/** The three engines of the benchmark, in table order. */
export function createEngines(form: BenchForm): EngineUnderTest[] {
  return [ourEngine(form, true), ourEngine(form, false), surveyEngine(form)];
}
