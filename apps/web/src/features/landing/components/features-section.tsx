import { landingIcons } from './icons';
import { Section } from './section';

/** The six features. */
export function FeaturesSection({ personas }: { personas: number | null }) {
  const features = [
    {
      icon: landingIcons.mic,
      title: 'Real-time voice conversations',
      text: 'Speak and listen as in a real consultation. Typing is always there when a microphone is not.',
    },
    {
      icon: landingIcons.people,
      title: personas === null ? 'A library of AI patients' : `${personas} AI patient personas`,
      text: 'Depression, anxiety, trauma, substance use and more, from beginner to advanced, each with their own story.',
    },
    {
      icon: landingIcons.spark,
      title: 'Patients that react to you',
      text: 'Empathy and good questions earn trust and disclosure; advice-giving and judgement make patients guarded.',
    },
    {
      icon: landingIcons.chart,
      title: 'Evidence-based feedback',
      text: 'Six skills scored with published coding systems (MITI, EPITOME, C-SSRS), each citing what you said.',
    },
    {
      icon: landingIcons.clipboard,
      title: 'Progress and history',
      text: 'Every session kept with its transcript, recording, score and recommendations, so you can see yourself improve.',
    },
    {
      icon: landingIcons.shield,
      title: 'HIPAA-style security',
      text: 'Simulated patients only, hashed passwords, short-lived tokens, an audit log, and data on your own servers.',
    },
  ];
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Everything you need to practise safely"
      intro="A practice room that is always open, with patients who behave like people and feedback that tells you why."
      className="bg-white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((f) => (
          <li key={f.title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <span className="flex size-11 items-center justify-center rounded-lg bg-teal-700 text-white">
              {f.icon}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
            <p className="mt-2 text-slate-700">{f.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
