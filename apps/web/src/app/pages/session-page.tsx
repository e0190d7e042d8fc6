import { useParams } from 'react-router';
import { LiveSessionScreen } from '../../features/live-session/components/live-session-screen';

/**
 * /student/session/{patientId}: the live session, keyed by patient so a new patient starts afresh. The
 * screen names the page itself, after the patient.
 */
export default function SessionPage() {
  const { patientId = '' } = useParams();
  return <LiveSessionScreen key={patientId} patientId={patientId} />;
}
