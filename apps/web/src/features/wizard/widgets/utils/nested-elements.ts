import type { ElementId, FormElement, LoadedForm } from '@souscription/form-engine';

type TNesting = {
  parentOf: ReadonlyMap<ElementId, ElementId>;
  elementById: ReadonlyMap<ElementId, FormElement>;
};

const nestings = new WeakMap<LoadedForm, TNesting>();

function getNesting(form: LoadedForm): TNesting {
  let nesting = nestings.get(form);
  if (!nesting) {
    const parentOf = new Map<ElementId, ElementId>();
    const elementById = new Map<ElementId, FormElement>();
    for (const { element } of form.elements) {
      elementById.set(element.id, element);
      for (const childId of getChildElementIds(element)) {
        if (childId !== element.id && !parentOf.has(childId)) parentOf.set(childId, element.id);
      }
    }
    nesting = { parentOf, elementById };
    nestings.set(form, nesting);
  }
  return nesting;
}

/** The elements a widget renders inside itself: `childrenElementsIds`, then `childElementId`. */
export function getChildElementIds(element: FormElement): ElementId[] {
  const { childrenElementsIds, childElementId } = element.attributes;
  const ids = [...(childrenElementsIds ?? [])];
  if (childElementId !== null && childElementId !== undefined && !ids.includes(childElementId))
    ids.push(childElementId);
  return ids;
}

/** Whether another element renders this one inside itself (a percentage group's or a ranking's child). */
export function isNestedElement(form: LoadedForm, elementId: ElementId): boolean {
  return getNesting(form).parentOf.has(elementId);
}

/** The element with this id, or undefined. */
export function findElement(form: LoadedForm, elementId: ElementId): FormElement | undefined {
  return getNesting(form).elementById.get(elementId);
}

/** The child elements of an element, in their declared order (unknown ids skipped). */
export function getChildElements(form: LoadedForm, element: FormElement): FormElement[] {
  return getChildElementIds(element)
    .map((id) => findElement(form, id))
    .filter((child): child is FormElement => child !== undefined);
}
