/** Pure formatting for the dashboards: minutes, dates, years. */

const isNumber = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Admin student badge: 90+ green, 80+ yellow, otherwise red. */
export function adminBadgeTone(score: number | null | undefined): 'green' | 'amber' | 'red' {
  if (isNumber(score) && score >= 90) return 'green';
  if (isNumber(score) && score >= 80) return 'amber';
  return 'red';
}

/** Duration in minutes (seconds / 60, rounded), e.g. "12 min"; "<1 min" for a few seconds; "—" when unknown. */
export function minutes(seconds: number | null | undefined): string {
  if (!isNumber(seconds)) return '—';
  if (seconds > 0 && seconds < 30) return '<1 min';
  return `${Math.round(seconds / 60)} min`;
}

/** Hours completed with at most one decimal ("2.5", "0", "12"). */
export const hours = (value: number): string => String(Math.round(value * 10) / 10);

/** "Year 3", "Resident" for year 6, else null. */
export function yearLabel(year: number | null | undefined): string | null {
  if (!isNumber(year)) return null;
  return year === 6 ? 'Resident' : `Year ${year}`;
}

/** "University of X · Year 3", or whichever part is known, or "N/A". */
export function universityAndYear(
  university: string | null | undefined,
  year: number | null | undefined,
): string {
  const parts = [university?.trim() || null, yearLabel(year)].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' · ') : 'N/A';
}

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatDate(iso: string | null | undefined, fallback = 'N/A'): string {
  return (
    parse(iso)?.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) ?? fallback
  );
}

export function formatDateTime(iso: string | null | undefined, fallback = 'N/A'): string {
  return (
    parse(iso)?.toLocaleString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }) ?? fallback
  );
}

export function formatTime(iso: string | null | undefined): string {
  return (
    parse(iso)?.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) ?? ''
  );
}

/** "1 session" / "3 sessions". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "snake_case_key" → "Snake case key". */
export function humanize(key: string): string {
  const text = key.replaceAll('_', ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A file-name-safe slug: "Sarah Johnson" → "sarah-johnson". */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'session'
  );
}
