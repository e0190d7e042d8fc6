import { useParams } from 'react-router';
import { LiveSessionScreen } from '../../features/live-session/components/live-session-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /student/session/{patientId}: the live session, keyed by patient so a new patient starts afresh. */
export default function SessionPage() {
  usePageTitle('Live Session');
  const { patientId = '' } = useParams();
  return <LiveSessionScreen key={patientId} patientId={patientId} />;
}
