import { errorText } from '../../../lib/api-error';
import { useTestVoiceConnection, useVoiceProvider } from '../../../api/voice';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { Panel } from './panel';
import { VOICE_PROVIDER_TITLE, VoiceProviderDetails } from './voice-provider-details';

/** The active voice provider (AI_PROVIDER), its components, and Test connection. */
export function VoiceProviderCard({ className }: { className?: string }) {
  const info = useVoiceProvider();
  const test = useTestVoiceConnection();
  if (!info.data) {
    return (
      <Panel title={VOICE_PROVIDER_TITLE} className={className}>
        <div className="p-5">
          {info.isError ? (
            <LoadError
              error={info.error}
              title="Failed to load the voice provider"
              onRetry={() => void info.refetch()}
            />
          ) : (
            <LoadingBlock label="Loading voice provider..." />
          )}
        </div>
      </Panel>
    );
  }
  return (
    <VoiceProviderDetails
      className={className}
      info={info.data}
      result={test.data}
      running={test.isPending}
      error={test.isError ? errorText(test.error, 'Failed to test connection') : null}
      onTest={() => test.mutate()}
    />
  );
}
