import { useParams } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { useStorageUsage } from '../../api/data';
import { LiveSessionScreen } from '../../features/live-session/components/live-session-screen';

/**
 * Said before the conversation starts: the server does not record a student whose recordings fill
 * the institution's storage quota, and they should know before they speak.
 */
function UnrecordedNotice() {
  const { data } = useStorageUsage();
  if (!data?.quota_reached) return null;
  return (
    <Banner tone="info" className="mb-4">
      <strong className="font-semibold">This session will not be recorded.</strong> Your recordings have
      reached your storage quota. The conversation, transcript and feedback work as usual; delete older
      sessions in Session History to record again.
    </Banner>
  );
}

/**
 * /student/session/{patientId}: the live session, keyed by patient so a new patient starts afresh. The
 * screen names the page itself, after the patient.
 */
export default function SessionPage() {
  const { patientId = '' } = useParams();
  return (
    <>
      <UnrecordedNotice />
      <LiveSessionScreen key={patientId} patientId={patientId} />
    </>
  );
}
