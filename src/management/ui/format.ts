// Dates as the spec shows them (DD-MM-YYYY, date-time adds HH:mm), names as "Jan de Vries".
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An account without a name yet (made before names were asked) goes by its address: a link or heading "–" says nothing. */
export function personName(
  p: { givenName: string | null; namePreposition: string | null; familyName: string | null },
  fallback = '–',
): string {
  return [p.givenName, p.namePreposition, p.familyName].filter(Boolean).join(' ') || fallback;
}
