import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { TestConnectionResult, VoiceProviderInfo } from '@practicum/contract';
import {
  cascadeFallbacks,
  checkFor,
  componentHost,
  componentLabel,
  componentModel,
  formatLatency,
  providerLabel,
  providerNote,
} from '../lib/voice-provider';
import { Panel } from './panel';

export const VOICE_PROVIDER_TITLE = 'Voice provider';

export interface VoiceProviderDetailsProps {
  info: VoiceProviderInfo;
  /** The last Test connection answer, if any. */
  result?: TestConnectionResult;
  running: boolean;
  /** Why the last Test connection failed as a request. */
  error: string | null;
  onTest: () => void;
  className?: string;
}

/** What the card shows, from plain values (rendered in unit tests without a query client). */
export function VoiceProviderDetails({
  info,
  result,
  running,
  error,
  onTest,
  className,
}: VoiceProviderDetailsProps) {
  const checks = running ? undefined : result?.components;
  const unreachable = checks?.filter((c) => !c.reachable).length ?? 0;
  const summary = running
    ? 'Testing connection…'
    : checks
      ? unreachable === 0
        ? 'All components reachable'
        : `${unreachable} of ${checks.length} ${checks.length === 1 ? 'component' : 'components'} unreachable`
      : '';
  const fallbacks = info.provider === 'cascade' ? cascadeFallbacks(info.components) : [];
  return (
    <Panel
      title={VOICE_PROVIDER_TITLE}
      className={className}
      actions={
        <Button variant="secondary" className="py-1.5" loading={running} onClick={onTest}>
          Test connection
        </Button>
      }
    >
      <div className="space-y-4 p-5">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Active provider</p>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-base font-semibold text-slate-900" data-testid="voice-provider-label">
              {providerLabel(info.provider)}
            </span>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              AI_PROVIDER={info.provider}
            </code>
          </p>
          <p className="mt-1 text-sm text-slate-600">{providerNote(info.provider)}</p>
        </div>

        {error && (
          <Banner tone="error">
            <span className="font-semibold">Failed to test connection</span>
            {error !== 'Failed to test connection' && <span>: {error}</span>}
          </Banner>
        )}

        {info.components.length === 0 ? (
          <p className="text-sm text-slate-600">No voice component is configured.</p>
        ) : (
          <ul
            aria-label="Voice components"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {info.components.map((component) => {
              const check = checkFor(checks, component.component);
              return (
                <li
                  key={component.component}
                  className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-slate-900">
                      {componentLabel(component.component)}
                    </p>
                    <dl className="mt-0.5 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700">
                      <dt className="text-slate-600">Model</dt>
                      <dd className="min-w-0 break-all">{componentModel(component)}</dd>
                      <dt className="text-slate-600">Host</dt>
                      <dd className="min-w-0 break-all" title={component.base_url ?? undefined}>
                        {componentHost(component)}
                      </dd>
                    </dl>
                  </div>
                  <div className="flex min-h-6 flex-col items-end gap-1 text-right">
                    {running ? (
                      <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                        <Spinner className="size-4 text-teal-700" />
                        Testing…
                      </span>
                    ) : check ? (
                      <>
                        <span className="flex items-center gap-2">
                          <Badge tone={check.reachable ? 'green' : 'red'}>
                            {check.reachable ? 'Reachable' : 'Unreachable'}
                          </Badge>
                          <span className="text-sm text-slate-700 tabular-nums">
                            <span className="sr-only">Latency </span>
                            {formatLatency(check.latency_ms)}
                          </span>
                        </span>
                        {check.error && (
                          <span className="max-w-xs text-xs break-words text-rose-800">{check.error}</span>
                        )}
                      </>
                    ) : (
                      <span className="text-sm text-slate-600">Not tested</span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}

        {fallbacks.length > 0 && (
          <ul className="space-y-0.5 text-sm text-slate-600">
            {fallbacks.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}

        <p role="status" className={summary ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
          {summary}
        </p>
      </div>
    </Panel>
  );
}
