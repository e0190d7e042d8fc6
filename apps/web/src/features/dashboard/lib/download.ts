import type { SessionDetailRead } from '../../../api/session-schemas';
import { createPdf } from './pdf';
import { reportBlocks } from './report';
import { slug } from './format';

/** Builds the session's PDF report and saves it through a temporary link. */
export function downloadReport(session: SessionDetailRead, studentName: string): void {
  const pdf = createPdf(
    reportBlocks(session, studentName),
    `Conversation analysis - ${session.patient_name}`,
  );
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
