import {
  LANGUAGES,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  VOICE_SPEED_STEP,
  VOICE_TYPES,
  VOLUME_MAX,
  VOLUME_MIN,
  type AudioSettings,
} from '@practicum/contract';
import { useEffect, useRef, useState } from 'react';
import { useSpeechRecognitionPolicy, useUpdateSpeechRecognition } from '../../../api/speech-recognition';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { RangeField } from '../../../components/ui/range-field';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/use-auth';
import { ChoiceGroup } from './choice-group';
import { SettingsCard } from './settings-card';

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'es-ES': 'Spanish (Spain)',
  'fr-FR': 'French (France)',
  'de-DE': 'German (Germany)',
};

const VOICE_LABELS: Record<(typeof VOICE_TYPES)[number], string> = {
  female: 'Female',
  male: 'Male',
  neutral: 'Neutral',
};

/** The audio test is simulated in the browser (1 second, then a success message); no request is sent. */
const AUDIO_TEST_MS = 1000;
export const AUDIO_TEST_SUCCESS = 'Audio test successful! Your audio settings are working.';

/** A short, soft tone at the chosen volume, so the test is also audible where audio works. */
function playTone(volume: number): void {
  try {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 660;
    gain.gain.setValueAtTime((volume / 100) * 0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.4);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.4);
    oscillator.onended = () => void context.close();
  } catch {
    // No audio output here; the test still reports the settings as applied.
  }
}

/** A server's detail as a sentence of its own. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const SERVER_TRANSCRIBES = {
  institution: "This server turns students' speech into text on your institution's own speech service",
  openai: "This server sends students' speech to OpenAI to be turned into text",
} as const;

/**
 * The institution's choice, for admins: whether a student's browser may send their voice to its
 * maker's cloud (Chrome to Google, Edge to Microsoft, Safari to Apple) when neither this server nor
 * the student's device can recognise speech. Saved the moment it is switched; off by default.
 */
function InstitutionSpeechRecognition() {
  const policy = useSpeechRecognitionPolicy();
  const update = useUpdateSpeechRecognition();
  const saved = policy.data?.browser_cloud ?? false;
  // While saving, the switch shows what was asked for; after a failure, what is still in force.
  const checked = update.isPending ? update.variables.browser_cloud : saved;

  return (
    <SettingsCard
      title="Institution: speech recognition"
      description="Where students' voices may be turned into text, for everyone at this institution."
    >
      {policy.isPending ? (
        <Spinner label="Loading the speech recognition setting" />
      ) : policy.isError ? (
        <Banner>
          {errorText(policy.error, 'Could not load the speech recognition setting.')}{' '}
          <Button variant="link" onClick={() => void policy.refetch()}>
            Try again
          </Button>
        </Banner>
      ) : (
        <>
          {policy.data.server && (
            <p className="text-sm text-slate-700">
              {SERVER_TRANSCRIBES[policy.data.server]}, so browsers are not asked to; the choice below applies
              if that changes.
            </p>
          )}
          <Switch
            label="Let browsers send voices to their maker's cloud"
            description={
              checked
                ? "On: where neither this server nor the student's own device can recognise speech, the browser sends the student's voice to its maker (Chrome to Google, Edge to Microsoft, Safari to Apple). Students see this before their microphone starts."
                : "Off (recommended): voices are turned into text only on this server or on the student's own device. Where neither can, students type instead."
            }
            checked={checked}
            onChange={(browser_cloud) => {
              if (!update.isPending) update.mutate({ browser_cloud });
            }}
          />
          <p role="status" className="text-sm text-slate-700">
            {update.isPending ? 'Saving…' : update.isSuccess ? 'Saved.' : ''}
          </p>
          {update.isError && (
            <Banner onDismiss={() => update.reset()}>
              Could not save the speech recognition setting:{' '}
              {sentence(errorText(update.error, 'please try again'))} It is still {saved ? 'on' : 'off'}.
            </Banner>
          )}
        </>
      )}
    </SettingsCard>
  );
}

export function AudioTab({
  value,
  onChange,
}: {
  value: AudioSettings;
  onChange: (patch: Partial<AudioSettings>) => void;
}) {
  const { role } = useAuth();
  const [test, setTest] = useState<'idle' | 'running' | 'done'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function runTest() {
    setTest('running');
    if (value.enabled && value.volume > 0) playTone(value.volume);
    timer.current = window.setTimeout(() => setTest('done'), AUDIO_TEST_MS);
  }

  return (
    <div className="space-y-6">
      <SettingsCard
        title="Audio & Voice"
        description="These become the defaults of every new practice session; you can still change them in a session."
      >
        <Switch
          label="Audio enabled"
          description="Hear the patient speak. With audio off, replies appear as text only."
          checked={value.enabled}
          onChange={(enabled) => onChange({ enabled })}
        />
        <RangeField
          label="Volume"
          min={VOLUME_MIN}
          max={VOLUME_MAX}
          step={1}
          value={value.volume}
          onChange={(volume) => onChange({ volume })}
          format={(v) => `${v}%`}
          disabled={!value.enabled}
        />
        <ChoiceGroup
          legend="Patient voice"
          name="voice_type"
          choices={VOICE_TYPES.map((v) => ({ value: v, label: VOICE_LABELS[v] }))}
          value={value.voice_type}
          onChange={(voice_type) => onChange({ voice_type })}
        />
        <RangeField
          label="Voice speed"
          min={VOICE_SPEED_MIN}
          max={VOICE_SPEED_MAX}
          step={VOICE_SPEED_STEP}
          value={value.voice_speed}
          // The slider steps in floating point; keep exactly one decimal.
          onChange={(speed) => onChange({ voice_speed: Math.round(speed * 10) / 10 })}
          format={(v) => `${v.toFixed(1)}x`}
          hint="0.5x to 2.0x; 1.0x is a natural pace."
        />
        <SelectField
          label="Speech recognition language"
          value={value.speech_recognition_language}
          onChange={(event) =>
            onChange({
              speech_recognition_language: event.target.value as AudioSettings['speech_recognition_language'],
            })
          }
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
        />
        <Switch
          label="Auto-play responses"
          description="Play the patient's reply as soon as it arrives."
          checked={value.auto_play_responses}
          onChange={(auto_play_responses) => onChange({ auto_play_responses })}
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          <Button variant="secondary" onClick={runTest} loading={test === 'running'}>
            {test === 'running' ? 'Testing audio…' : 'Test Audio'}
          </Button>
          <p role="status" className="text-sm font-medium text-emerald-800">
            {test === 'done' ? AUDIO_TEST_SUCCESS : ''}
          </p>
        </div>
      </SettingsCard>
      {role === 'admin' && <InstitutionSpeechRecognition />}
    </div>
  );
}
