// Tables of this area are added here (see apps/api/drizzle/README.md for the migration to write).
export {};
