import type { ReactNode } from 'react';
import type { RecognitionPath } from '../../../lib/audio/speech-recognition';
import { useLive, type LiveStore } from '../store/live-store';

/** "American English" for en-US: the language pack the browser downloads, in words. */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** Who runs the browser's cloud recogniser, in a sentence. */
const vendorName = (vendor: string | null) => vendor ?? "your browser's maker";

const TYPE_INSTEAD = 'Type what you want to say in the box below; the patient answers just the same.';

/** Where the voice goes, first in a few words, then what that means. */
function describe(path: RecognitionPath): { where: string; detail: ReactNode } {
  switch (path.via) {
    case 'server':
      return path.service === 'openai'
        ? {
            where: 'OpenAI',
            detail: "This institution's server sends your speech to OpenAI to be turned into text.",
          }
        : {
            where: "This institution's server",
            detail:
              "Your speech is turned into text on your institution's own server, not by your browser's maker.",
          };
    case 'device':
      return {
        where: 'On this device',
        detail: path.install
          ? `Your browser turns your speech into text on this computer. When you start the microphone, it first downloads its ${languageName(path.lang)} speech pack (once).`
          : 'Your browser turns your speech into text on this computer; it is not sent anywhere to be recognised.',
      };
    case 'cloud':
      return {
        where: `${vendorName(path.vendor)}, through your browser`,
        detail: `Your browser sends your speech to ${vendorName(path.vendor)} to be turned into text, as your institution allows.`,
      };
    case 'none':
      return {
        where: 'Speech is not turned into text here',
        detail: (
          <>
            {path.reason === 'unsupported'
              ? 'This browser cannot recognise speech, and this server does not transcribe it.'
              : path.reason === 'install-failed'
                ? `This browser could not download its ${languageName(path.lang)} speech pack, and your institution does not allow sending voices to the browser's maker instead.`
                : "This browser could only recognise speech by sending it to its maker's cloud, and your institution keeps students' voices out of it."}{' '}
            {TYPE_INSTEAD}
          </>
        ),
      };
  }
}

/**
 * Where the student's voice goes to be turned into text, shown before the microphone starts and
 * kept up to date (announced politely when it changes). `id` describes the microphone button.
 */
export function VoicePathNotice({ store, id }: { store: LiveStore; id: string }) {
  const path = useLive(store, (s) => s.voicePath);
  const headingId = `${id}-heading`;
  const text = path ? describe(path) : null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="voice-path"
      data-via={path?.via ?? 'checking'}
      className="rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2.5 text-sm text-slate-800"
    >
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Where your voice goes
      </h3>
      <p id={id} aria-live="polite" className="mt-0.5">
        {text ? (
          <>
            <strong className="font-semibold text-slate-900">{text.where}.</strong> {text.detail}
          </>
        ) : (
          'Checking where your speech can be turned into text…'
        )}
      </p>
    </section>
  );
}
