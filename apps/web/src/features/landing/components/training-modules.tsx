import { landingIcons } from './icons';
import { Section } from './section';

const MODULES = [
  {
    icon: landingIcons.ear,
    title: 'Active Listening',
    duration: '4 sessions · about 2 hours',
    text: 'Reflect what you hear so patients feel understood and keep talking.',
    skills: ['Simple and complex reflections', 'Open questions', 'Summaries', 'Comfortable silence'],
  },
  {
    icon: landingIcons.lifebuoy,
    title: 'Crisis Intervention',
    duration: '5 sessions · about 3 hours',
    text: 'Recognise risk, ask directly about suicidal thoughts and plan the next steps safely.',
    skills: [
      'Risk screening (C-SSRS)',
      'Staying calm and present',
      'Safety planning',
      'Knowing when to escalate',
    ],
  },
  {
    icon: landingIcons.handshake,
    title: 'Rapport Building',
    duration: '3 sessions · about 90 minutes',
    text: 'Earn the trust of guarded, hostile or people-pleasing patients from the first minute.',
    skills: ['Affirmations', 'Validation', 'Emphasising autonomy', 'Repairing ruptures'],
  },
];

/** The three training modules with duration and skills. */
export function TrainingModules() {
  return (
    <Section
      id="training"
      eyebrow="Training"
      title="Structured modules for core skills"
      intro="Work through patients chosen to exercise one skill at a time, then put it all together."
      className="bg-slate-50"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {MODULES.map((m) => (
          <li
            key={m.title}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-800">
                {m.icon}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{m.title}</h3>
                <p className="text-sm text-slate-600">{m.duration}</p>
              </div>
            </div>
            <p className="mt-4 text-slate-700">{m.text}</p>
            <h4 className="mt-5 text-sm font-semibold text-slate-900">Skills</h4>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
              {m.skills.map((skill) => (
                <li key={skill} className="flex items-center gap-2">
                  <span className="text-teal-700">{landingIcons.check}</span>
                  {skill}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
