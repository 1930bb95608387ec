import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../test/build-test-form';
import { preloadBankPartsWidget } from './lazy-widgets';

beforeAll(async () => {
  await preloadBankPartsWidget();
});

describe('BankPartsWidget (spec 5: IBAN / RIB and BIC typed by parts)', () => {
  it('input_iban_code: one box per part with its rule, joined into the IBAN grouped by four', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'input_iban_code', attributes: { label: 'IBAN' } });
    expect(await screen.findByRole('group', { name: 'IBAN' })).toBeInTheDocument();
    const bank = screen.getByLabelText('Code banque');
    expect(bank).toHaveAccessibleDescription('5 chiffres');
    expect(screen.getByLabelText('Numéro de compte')).toHaveAccessibleDescription(
      'jusqu’à 11 lettres ou chiffres',
    );
    await user.type(screen.getByLabelText('Pays'), 'fr');
    await user.type(screen.getByLabelText('Clé IBAN'), '76');
    await user.type(bank, '30006');
    await user.type(screen.getByLabelText('Code guichet'), '00001');
    await user.type(screen.getByLabelText('Numéro de compte'), '12345678901');
    await user.type(screen.getByLabelText('Clé RIB'), '89');
    expect(screen.getByLabelText('Pays')).toHaveValue('FR');
    expect(formState.getValue(1)).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(formState.getErrors(1)).toEqual([]);
  });

  it('input_iban_code: a wrong part shows « Le format de l’IBAN saisi est incorrect. » and marks that part', async () => {
    const user = userEvent.setup();
    renderElement({ id: 1, type: 'input_iban_code', attributes: { label: 'IBAN' } });
    await user.type(await screen.findByLabelText('Pays'), 'FR');
    await user.type(screen.getByLabelText('Clé IBAN'), '76');
    await user.type(screen.getByLabelText('Code banque'), '3000A');
    await user.tab();
    await user.click(document.body);
    expect(screen.getByText('Le format de l’IBAN saisi est incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code banque')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Pays')).not.toHaveAttribute('aria-invalid');
  });

  it('input_iban_code: a whole IBAN pasted into the first box spreads over the parts', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'input_iban_code', attributes: { label: 'IBAN' } });
    await user.click(await screen.findByLabelText('Pays'));
    await user.paste('FR76 3000 6000 0112 3456 7890 189');
    expect(screen.getByLabelText('Code guichet')).toHaveValue('00001');
    expect(screen.getByLabelText('Clé RIB')).toHaveValue('89');
    expect(formState.getValue(1)).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it('input_iban_code: a stored IBAN shows in its parts', async () => {
    renderElement(
      { id: 1, type: 'input_iban_code', attributes: { label: 'IBAN' } },
      { values: [{ elementId: 1, value: 'FR76 3000 6000 0112 3456 7890 189' }] },
    );
    expect(await screen.findByLabelText('Numéro de compte')).toHaveValue('12345678901');
    expect(screen.getByLabelText('Code banque')).toHaveValue('30006');
  });

  it('input_bic_code: bank, country, location and optional branch; « Code BIC invalide » for a digit in the bank code', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'input_bic_code', attributes: { label: 'BIC' } });
    expect(await screen.findByLabelText('Code agence')).toHaveAccessibleDescription(
      '3 lettres ou chiffres, facultatif',
    );
    await user.type(screen.getByLabelText('Code banque'), 'bnpa');
    await user.type(screen.getByLabelText('Code pays'), 'fr');
    await user.type(screen.getByLabelText('Code emplacement'), 'pp');
    expect(formState.getValue(1)).toBe('BNPAFRPP');
    expect(formState.getErrors(1)).toEqual([]);
    await user.clear(screen.getByLabelText('Code banque'));
    await user.type(screen.getByLabelText('Code banque'), 'bnp1');
    await user.click(document.body);
    expect(screen.getByText('Code BIC invalide')).toBeInTheDocument();
    expect(screen.getByLabelText('Code banque')).toHaveAttribute('aria-invalid', 'true');
  });

  it('input_bic_code: « CCBPFRPPLYO » typed letter by letter in « Code banque » goes on box after box', async () => {
    const user = userEvent.setup();
    const { formState } = renderElement({ id: 1, type: 'input_bic_code', attributes: { label: 'BIC' } });
    await user.click(await screen.findByLabelText('Code banque'));
    await user.keyboard('CCBPFRPPLYO');
    expect(screen.getByLabelText('Code banque')).toHaveValue('CCBP');
    expect(screen.getByLabelText('Code pays')).toHaveValue('FR');
    expect(screen.getByLabelText('Code emplacement')).toHaveValue('PP');
    expect(screen.getByLabelText('Code agence')).toHaveValue('LYO');
    expect(screen.getByLabelText('Code agence')).toHaveFocus();
    expect(formState.getValue(1)).toBe('CCBPFRPPLYO');
  });
});
