/** Today in France as the engine reads dates (dd/mm/yyyy), like the server does. */
export function formatToday(now = new Date()): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);
}
