import type { ReactNode } from 'react';

type TListCardProps = {
  testId: string;
  /** Id of the text that names the list (its title, or its summary). */
  labelledBy: string;
  /** The answer on screen (data-shown-*): what the journeys wait for after a change of page or search. */
  shown: { page?: number; searchTerm?: string; form?: string };
  /** The card's body: its heading, search, filters and list. */
  children: ReactNode;
  /** After the body: the list's modals. */
  after?: ReactNode;
};

/** A list's card: heading, search and paged list inside, its modals after. */
export function ListCard({ testId, labelledBy, shown, children, after }: TListCardProps) {
  return (
    <section
      className="card shadow-sm border-0"
      aria-labelledby={labelledBy}
      data-testid={testId}
      data-shown-page={shown.page}
      data-shown-search={shown.searchTerm}
      data-shown-form={shown.form}
    >
      <div className="card-body p-3 p-lg-4">{children}</div>
      {after}
    </section>
  );
}
