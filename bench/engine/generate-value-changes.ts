import { createRandom } from './create-random.js';
import type { BenchForm, SlotKind } from './generate-bench-form.js';

/** One value change: the element and the value typed (numbers for numeric fields, as each engine gets them). */
export type ValueChange = { elementId: number; name: string; value: string | number };

const WORDS = ['Dupont', 'Martin', 'Paris', 'Lyon', 'épargne', 'SCPI', 'retraite', 'immobilier'];

function valueFor(kind: SlotKind, random: ReturnType<typeof createRandom>): string | number {
  switch (kind) {
    case 'answer':
      return random.pick(['Oui', 'Non']);
    case 'count':
      return random.next() < 0.05 ? 150 : random.integer(0, 100);
    case 'amount':
      return random.integer(0, 100000) / 100;
    case 'email':
      return random.pick([
        'jean.dupont@example.fr',
        'marie@example.com',
        'jean..dupont@example.fr',
        'pas-un-email',
      ]);
    case 'choice':
      return random.pick(['A', 'B', 'C']);
    case 'siret':
      return random.pick(['73282932000074', '7328293200007A', '44306184100047']);
    case 'date':
      return random.pick(['15/06/1960', '01/01/2024', '31/02/2024', '2024-01-01']);
    default:
      return `${random.pick(WORDS)} ${random.integer(1, 999)}`;
  }
}

/** Generates `count` value changes on random input elements of the form, the same for every engine. */
export function generateValueChanges(form: BenchForm, count: number, seed = 42): ValueChange[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const elementId = random.pick(form.inputIds);
    const kind = form.kinds.get(elementId) ?? 'comment';
    return { elementId, name: `e${elementId}`, value: valueFor(kind, random) };
  });
}
