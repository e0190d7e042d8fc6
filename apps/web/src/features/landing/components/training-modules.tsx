import { MODULES, type ModuleId } from '@practicum/contract';
import type { ReactNode } from 'react';
import { moduleDurationLabel } from '../../../lib/module-duration';
import { landingIcons } from './icons';
import { Section } from './section';

/** The landing page shows the three core-skill modules; the module catalogue holds their content. */
const LANDING_MODULES: Partial<Record<ModuleId, ReactNode>> = {
  'active-listening': landingIcons.ear,
  'crisis-intervention': landingIcons.lifebuoy,
  'rapport-building': landingIcons.handshake,
};

/** The three training modules with duration and skills. */
export function TrainingModules() {
  const modules = MODULES.filter((m) => m.id in LANDING_MODULES);
  return (
    <Section
      id="training"
      eyebrow="Training"
      title="Structured modules for core skills"
      intro="Work through patients chosen to exercise one skill at a time, then put it all together."
      className="bg-slate-50"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {modules.map((m) => (
          <li key={m.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-800">
                {LANDING_MODULES[m.id]}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{m.title}</h3>
                <p className="text-sm text-slate-600">{moduleDurationLabel(m)}</p>
              </div>
            </div>
            <p className="mt-4 text-slate-700">{m.summary}</p>
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
