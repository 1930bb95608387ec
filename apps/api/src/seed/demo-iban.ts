import { composeIBAN, friendlyFormatIBAN } from 'ibantools';

/**
 * A valid French IBAN of its own for the demo's n-th account (bank 30006, branch 00001, account n and
 * its RIB key), grouped by four as the widget stores it: sample subscribers do not all share one
 * account, which pairing would read as « IBAN déjà connu » for everybody.
 */
export function demoIbanOf(n: number): string {
  const [bank, branch, account] = ['30006', '00001', String(n).padStart(11, '0')];
  const ribKey = 97n - ((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
  const iban = composeIBAN({
    countryCode: 'FR',
    bban: `${bank}${branch}${account}${String(ribKey).padStart(2, '0')}`,
  });
  if (!iban) throw new Error(`no IBAN for demo account ${n}`);
  return friendlyFormatIBAN(iban)!;
}
