import { usePageTitle } from '../../lib/use-page-title';

/** A page whose features come later: its heading only. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>;
}
