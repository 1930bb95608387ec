/** Query keys of one managed dossier: a change of state or pairing refreshes them all at once. */
export const managedDossierKey = (dossierId: number) => ['manage-dossier', dossierId] as const;
