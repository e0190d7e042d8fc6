import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import type { LiveController } from '../hooks/live-controller';
import { useLive, type LiveStore } from '../store/live-store';

/** Voice errors the student should see and the reconnect progress, above the transcript. */
export function ConnectionBanner({ store, controller }: { store: LiveStore; controller: LiveController }) {
  const error = useLive(store, (s) => s.error);
  const connection = useLive(store, (s) => s.connection);
  const attempt = useLive(store, (s) => s.reconnectAttempt);
  const live = useLive(store, (s) => s.end === 'live');
  if (!live) return null;
  return (
    <>
      {connection === 'reconnecting' && (
        <Banner tone="info">Connection lost. Reconnecting (attempt {attempt} of 5)...</Banner>
      )}
      {error && (
        <Banner onDismiss={() => controller.dismissError()}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{error}</span>
            {(connection === 'failed' || connection === 'closed') && (
              <Button variant="secondary" onClick={() => controller.reconnect()}>
                Reconnect
              </Button>
            )}
          </div>
        </Banner>
      )}
    </>
  );
}
