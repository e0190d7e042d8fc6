// DejaVu Sans from the dejavu-fonts-ttf package: the Bitstream Vera licence with the DejaVu changes in
// the public domain, which allows embedding the fonts (here a subset of them) in documents. Vite
// emits the files as assets and these imports are their URLs, so the fonts are fetched only when a
// report is built and never enter a script bundle.
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { ReportFonts } from './pdf-writer';

async function fetchFont(url: string, fetcher: typeof fetch): Promise<Uint8Array> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`Could not load the report font (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

let loading: Promise<ReportFonts> | null = null;

/** The report's fonts, fetched once per page load; a failed fetch is retried on the next report. */
export function loadReportFonts(fetcher: typeof fetch = fetch): Promise<ReportFonts> {
  loading ??= Promise.all([fetchFont(regularUrl, fetcher), fetchFont(boldUrl, fetcher)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
