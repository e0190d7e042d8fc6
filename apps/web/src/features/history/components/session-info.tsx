import type { Session } from '@practicum/contract';
import { formatDate, formatTime } from '../lib/format-date';
import { DetailSection, Facts } from './detail-section';
import { statusLabel } from './status-badge';

const voiceTypes: Record<Session['voice_type'], string> = {
  female: 'Female',
  male: 'Male',
  neutral: 'Neutral',
};

/** The session's particulars: patient, status, times, audio and voice choices, recording, id. */
export function SessionInfo({ session }: { session: Session }) {
  return (
    <DetailSection title="Session Information">
      <Facts
        items={[
          { label: 'Patient', value: session.patient_name },
          { label: 'Status', value: statusLabel(session.status) },
          { label: 'Date', value: formatDate(session.start_time) },
          { label: 'Start time', value: formatTime(session.start_time) },
          { label: 'End time', value: session.end_time ? formatTime(session.end_time) : 'Not ended' },
          { label: 'Audio enabled', value: session.audio_enabled ? 'Yes' : 'No' },
          { label: 'Voice type', value: voiceTypes[session.voice_type] ?? session.voice_type },
          { label: 'Voice speed', value: `${session.voice_speed}x` },
          { label: 'Recording', value: session.audio_file_id ? 'Available' : 'Not available' },
          { label: 'Session ID', value: <span className="font-mono text-xs">{session.id}</span> },
        ]}
      />
    </DetailSection>
  );
}
