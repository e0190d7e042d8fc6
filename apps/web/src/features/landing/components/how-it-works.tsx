import { Section } from './section';

const STEPS = [
  {
    title: 'Speak',
    text: 'Choose a patient and talk, as you would in the room. Your words are transcribed as you go.',
  },
  {
    title: 'AI responds',
    text: 'The patient answers in its own voice, opening up or closing down depending on how you engage.',
  },
  {
    title: 'Get feedback',
    text: 'End the session for a score, six skill breakdowns, talk-time balance and what to try next.',
  },
];

/** Speak, AI responds, get feedback. */
export function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="Three steps, every session" className="bg-white">
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative rounded-xl border border-slate-200 p-6">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-teal-700 text-lg font-semibold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
