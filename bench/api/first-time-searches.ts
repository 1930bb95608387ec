/** The list states the API bench asks for, with and without a search term. */
export const BENCHED_LIST_STATES = [
  'current-cases',
  'signed-files',
  'signature-files',
  'abandoned-files',
] as const;

export type FirstTimeSearch = {
  term: string;
  who: 'advisor' | 'back office';
  state: (typeof BENCHED_LIST_STATES)[number];
};

/**
 * The 60 first-time searches of `npm run bench:api` (and of `bench:api:plans`): distinct four-letter
 * terms, the back office and the advisor in turn, over the four states.
 */
export const FIRST_TIME_SEARCHES: FirstTimeSearch[] = Array.from({ length: 60 }, (_, i) => ({
  term: `${['mar', 'dub', 'ber', 'gir', 'fon', 'leg'][i % 6]}${String.fromCharCode(97 + (i % 26))}`,
  who: i % 2 ? 'advisor' : 'back office',
  state: BENCHED_LIST_STATES[i % 4]!,
}));
