/** Dates and times in the reader's locale and time zone; 'N/A' when missing or unreadable. */
const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatDate(iso: string | null | undefined): string {
  return (
    parse(iso)?.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) ?? 'N/A'
  );
}

export function formatTime(iso: string | null | undefined): string {
  return parse(iso)?.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }) ?? 'N/A';
}

export function formatDateTime(iso: string | null | undefined): string {
  return (
    parse(iso)?.toLocaleString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }) ?? 'N/A'
  );
}
