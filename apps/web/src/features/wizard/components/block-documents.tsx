import { lazy, Suspense } from 'react';

const BlockDocumentsPanel = lazy(() => import('./block-documents-panel'));

export type TBlockDocumentsProps = { dossierId: number; blockId: number };

/**
 * The generated documents of a block that carries some (spec 02 §2): loaded with their buttons
 * after the wizard's first screen (size budget), shown once listed.
 */
export function BlockDocuments(props: TBlockDocumentsProps) {
  return (
    <Suspense fallback={null}>
      <BlockDocumentsPanel {...props} />
    </Suspense>
  );
}
