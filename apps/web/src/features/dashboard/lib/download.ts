import type { SessionDetailRead } from '../../../api/session-schemas';
import { reportDocument } from './report';
import { slug } from './format';

/**
 * Builds the session's PDF report and saves it through a temporary link. The PDF library and the
 * fonts load on the first report only, so the dashboards' first load does not carry them.
 */
export async function downloadReport(session: SessionDetailRead, studentName: string): Promise<void> {
  const [{ renderReportPdf }, { loadReportFonts }] = await Promise.all([
    import('./pdf'),
    import('./report-fonts'),
  ]);
  const pdf = await renderReportPdf(reportDocument(session, studentName), await loadReportFonts());
  const blob = new Blob([pdf as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `conversation-analysis-${slug(studentName)}-${slug(session.patient_name)}-${session.start_time.slice(0, 10)}.pdf`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
