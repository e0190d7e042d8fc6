import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePatientName } from '../hooks/use-patient-name';
import { useLiveSession } from '../hooks/use-live-session';
import { useLive } from '../store/live-store';
import { Composer } from './composer';
import { ConnectionBanner } from './connection-banner';
import { EndingOverlay } from './ending-overlay';
import { SessionCompleteOverlay } from './session-complete-overlay';
import { SessionHeader } from './session-header';
import { TranscriptPanel } from './transcript-panel';

const UNKNOWN_PATIENT = 'Unknown Patient';

type Confirm = 'restart' | 'cancel' | null;

/** The live session screen: talk with the patient, then see how it went. */
export function LiveSessionScreen({ patientId }: { patientId: string }) {
  const headingId = useId();
  const patient = usePatientName(patientId);
  const fallbackName = patient.name ?? UNKNOWN_PATIENT;
  const { store, controller } = useLiveSession(patientId, fallbackName);
  const serverName = useLive(store, (s) => s.patientName);
  const end = useLive(store, (s) => s.end);
  const summary = useLive(store, (s) => s.summary);
  const endedSessionId = useLive(store, (s) => s.endedSessionId);
  const audioChunks = useLive(store, (s) => s.audioChunks);
  const turns = useLive(store, (s) => s.turns);
  const latency = useLive(store, (s) => s.lastLatencyMs);
  const deltaLatency = useLive(store, (s) => s.lastDeltaLatencyMs);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const patientName = serverName?.trim() || fallbackName;
  const knownName = serverName?.trim() || patient.name;
  usePageTitle(knownName ? `Session with ${knownName}` : 'Live Session');

  const ask = (what: Confirm) => {
    controller.pause();
    setConfirm(what);
  };
  const dismiss = () => {
    controller.resume();
    setConfirm(null);
  };

  return (
    <div
      aria-labelledby={headingId}
      role="region"
      className="flex h-[calc(100dvh-10rem)] min-h-[36rem] flex-col gap-4"
      data-testid="live-session"
      data-audio-chunks={audioChunks}
      data-turns={turns}
      data-latency-ms={latency ?? undefined}
      data-delta-latency-ms={deltaLatency ?? undefined}
    >
      <SessionHeader
        store={store}
        controller={controller}
        patientName={patientName}
        headingId={headingId}
        onRestart={() => ask('restart')}
        onCancel={() => ask('cancel')}
      />
      <ConnectionBanner store={store} controller={controller} />
      <TranscriptPanel store={store} controller={controller} patientName={patientName}>
        <Composer store={store} controller={controller} />
      </TranscriptPanel>

      {confirm === 'restart' && (
        <ConfirmDialog
          title="Restart this session?"
          description="The transcript and the timer start again from the beginning, and the patient starts over."
          confirmLabel="Yes, restart"
          onClose={dismiss}
          onConfirm={() => {
            setConfirm(null);
            controller.restart();
          }}
        />
      )}
      {confirm === 'cancel' && (
        <ConfirmDialog
          title="Cancel this session?"
          description="The session ends without feedback and you return to the dashboard."
          confirmLabel="Yes, cancel session"
          cancelLabel="Keep Going"
          destructive
          onClose={dismiss}
          onConfirm={() => {
            setConfirm(null);
            controller.cancel();
          }}
        />
      )}
      {end === 'ending' && <EndingOverlay />}
      {end === 'complete' && summary && (
        <SessionCompleteOverlay
          summary={summary}
          onRetry={endedSessionId ? () => controller.retryInsights() : undefined}
        />
      )}
    </div>
  );
}
