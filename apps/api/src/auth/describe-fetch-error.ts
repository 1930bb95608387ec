/** `fetch failed (ECONNREFUSED)` rather than `fetch failed`: the cause is what an operator needs. */
export function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : cause?.message;
  return typeof detail === 'string' && detail ? `${error.message} (${detail})` : error.message;
}
