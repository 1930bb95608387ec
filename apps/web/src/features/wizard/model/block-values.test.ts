import { describe, expect, it } from 'vitest';
import { createTestFormState } from '../widgets/test/build-test-form';
import { hasDashboardButton } from './block-values';

describe('hasDashboardButton', () => {
  it('finds a visible button back to the dashboard among the blocks, so the wizard adds no link of its own', () => {
    const withButton = createTestFormState([
      { id: 1, type: 'button', attributes: { label: 'Retour au tableau de bord', action: 'dashboard' } },
    ]);
    const blockIds = withButton.form.blocks.map((block) => block.block.id);
    expect(hasDashboardButton(withButton, blockIds)).toBe(true);
    expect(hasDashboardButton(withButton, [])).toBe(false);
    const otherButton = createTestFormState([
      { id: 1, type: 'button', attributes: { label: 'Autre', action: 'other' } },
    ]);
    expect(hasDashboardButton(otherButton, blockIds)).toBe(false);
  });
});
