import type { ElementRole } from '../definition/element-role.js';
import type { Block, FormDefinition, FormElement, Page } from '../definition/form-definition.types.js';
import type { DefinitionProblem } from './form-definition-error.js';

/** A definition's pages, blocks and elements in display order, with their indexes by id, name and role. */
export type FormStructure = {
  pages: Page[];
  pageIndexById: Map<number, number>;
  /** The blocks of known pages, by page, rank and id. */
  blocks: Block[];
  blockIndexById: Map<number, number>;
  /** The elements of known blocks, block by block. */
  ordered: FormElement[];
  blockIndexOfElement: number[];
  indexById: Map<number, number>;
  indicesByName: Map<string, number[]>;
  roleIndices: Map<ElementRole, number[]>;
};

/**
 * Puts a definition's pages, blocks and elements in display order and indexes them, recording
 * duplicate ids, blocks of unknown pages and elements of unknown blocks in `problems`.
 */
export function indexFormStructure(definition: FormDefinition, problems: DefinitionProblem[]): FormStructure {
  const pages = [...definition.pages].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const pageIndexById = indexIds(pages, (page) => `Page id ${page.id} is used twice`, problems);
  const blocks = definition.blocks
    .filter((block) => {
      if (pageIndexById.has(block.page_id)) return true;
      problems.push({
        kind: 'missing-page',
        elementIds: [],
        message: `Block ${block.id} belongs to page ${block.page_id}, which does not exist`,
      });
      return false;
    })
    .sort(
      (a, b) =>
        (pageIndexById.get(a.page_id) ?? 0) - (pageIndexById.get(b.page_id) ?? 0) ||
        a.rank - b.rank ||
        a.id - b.id,
    );
  const blockIndexById = indexIds(blocks, (block) => `Block id ${block.id} is used twice`, problems);
  const elementsByBlock: FormElement[][] = blocks.map(() => []);
  for (const element of definition.elements) {
    const blockIndex = blockIndexById.get(element.block_id);
    if (blockIndex === undefined) {
      problems.push({
        kind: 'missing-block',
        elementIds: [element.id],
        message: `Element #${element.id} "${element.name}" belongs to block ${element.block_id}, which does not exist`,
      });
    } else elementsByBlock[blockIndex]?.push(element);
  }
  const ordered = elementsByBlock.flat();
  return {
    pages,
    pageIndexById,
    blocks,
    blockIndexById,
    ordered,
    blockIndexOfElement: elementsByBlock.flatMap((elements, blockIndex) => elements.map(() => blockIndex)),
    ...indexElements(ordered, problems),
  };
}

/** Index by id of pages or blocks; a second use of an id is a problem. */
function indexIds<T extends { id: number }>(
  items: readonly T[],
  describeDuplicate: (item: T) => string,
  problems: DefinitionProblem[],
): Map<number, number> {
  const indexById = new Map<number, number>();
  items.forEach((item, index) => {
    if (indexById.has(item.id)) {
      problems.push({ kind: 'duplicate-id', elementIds: [], message: describeDuplicate(item) });
    } else indexById.set(item.id, index);
  });
  return indexById;
}

/** Elements by id (a second use of an id is a problem), by name and by role. */
function indexElements(ordered: readonly FormElement[], problems: DefinitionProblem[]) {
  const indexById = new Map<number, number>();
  const indicesByName = new Map<string, number[]>();
  const roleIndices = new Map<ElementRole, number[]>();
  ordered.forEach((element, index) => {
    if (indexById.has(element.id)) {
      problems.push({
        kind: 'duplicate-id',
        elementIds: [element.id],
        message: `Element id #${element.id} is used twice ("${element.name}")`,
      });
    } else indexById.set(element.id, index);
    const sameName = indicesByName.get(element.name);
    if (sameName) sameName.push(index);
    else indicesByName.set(element.name, [index]);
    const role = element.attributes.role;
    const sameRole = role ? roleIndices.get(role) : undefined;
    if (sameRole) sameRole.push(index);
    else if (role) roleIndices.set(role, [index]);
  });
  return { indexById, indicesByName, roleIndices };
}

/** Who reads an element id, for the problem naming it when the id is missing. */
export type ReferenceOwner = { text: string; ids: number[] };

/** Resolves the element ids a definition reads, recording each missing one as a problem. */
export type ReferenceResolver = {
  /** The element's index, or -1 (and a problem) when no element has that id. */
  resolveId: (owner: ReferenceOwner, id: number, what: string) => number;
  ownerOf: (element: FormElement) => ReferenceOwner;
  /** `#3 "name"`, for messages. */
  describe: (index: number) => string;
  idOf: (index: number) => number;
};

/** A resolver over a structure's elements, writing to `problems`. */
export function createReferenceResolver(
  { ordered, indexById }: FormStructure,
  problems: DefinitionProblem[],
): ReferenceResolver {
  return {
    resolveId: (owner, id, what) => {
      const index = indexById.get(id);
      if (index !== undefined) return index;
      problems.push({
        kind: 'missing-reference',
        elementIds: owner.ids,
        message: `${owner.text}: ${what} references element #${id}, which does not exist`,
      });
      return -1;
    },
    ownerOf: (element) => ({ text: `Element #${element.id} "${element.name}"`, ids: [element.id] }),
    describe: (index) => {
      const element = ordered[index];
      return element ? `#${element.id} "${element.name}"` : `#?`;
    },
    idOf: (index) => ordered[index]?.id ?? Number.NaN,
  };
}
