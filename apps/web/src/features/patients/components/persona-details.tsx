import {
  DOMAIN_LABELS,
  PatientBodySchema,
  resolveAvoidItems,
  resolveChecklist,
  type PatientBody,
} from '@practicum/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { STATION_LABELS } from './case-form';
import { DifficultyBadge } from './difficulty-badge';
import { categoryLabel, humanize } from './persona-options';

type Persona = PatientBody;
type Fact = Persona['facts'][number];

const DEPTHS: Array<{ depth: Fact['depth']; title: string; note: string }> = [
  { depth: 1, title: 'Depth 1 · Surface', note: 'Said readily when asked.' },
  { depth: 2, title: 'Depth 2 · With rapport', note: 'Shared once some rapport exists.' },
  { depth: 3, title: 'Depth 3 · Core', note: 'Only with real trust; never volunteered.' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="border-b border-slate-200 pb-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span className="text-slate-600">None</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

type Station = NonNullable<Persona['case']>;

/**
 * A medical case's station for the instructor: the brief, the hidden agenda (as the facts it names),
 * red flags and the checklist's items as the scoring marks them. Only admins receive a persona, so
 * none of this reaches a student before a session.
 */
function StationDetails({ persona, station }: { persona: Persona; station: Station }) {
  const factText = new Map(persona.facts.map((f) => [f.id, f.text]));
  const facts = (ids: readonly string[]) => ids.map((id) => factText.get(id) ?? id);
  // The schema fills the defaults the checklist's resolution reads (an entry's `also`, red flags').
  const parsed = PatientBodySchema.shape.case.unwrap().safeParse(station);
  const items = parsed.success ? resolveChecklist(parsed.data) : [];
  const avoid = parsed.success ? resolveAvoidItems(parsed.data) : [];
  return (
    <Section title="Medical station">
      <dl className="space-y-3">
        <Item term="Station">{STATION_LABELS[station.station]}</Item>
        <Item term="Setting">{station.setting}</Item>
        <Item term="Task">{station.task}</Item>
        <Item term="Ideas">
          <Bullets items={facts(station.agenda.ideas)} />
        </Item>
        <Item term="Concerns">
          <Bullets items={facts(station.agenda.concerns)} />
        </Item>
        <Item term="Expectations">
          <Bullets items={facts(station.agenda.expectations)} />
        </Item>
        <Item term="Cues dropped unasked">
          <Bullets items={station.agenda.cues} />
        </Item>
        <Item term="Red flags">
          <Bullets
            items={(station.red_flags ?? []).map(
              (f) => `${f.label} (${f.present ? 'present' : 'pertinent negative'})`,
            )}
          />
        </Item>
        {station.news && <Item term="The news">{station.news.headline}</Item>}
      </dl>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-800">Checklist ({items.length} items)</h4>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-900">
          {items.map((item) => (
            <li key={item.id}>
              {item.label} <span className="text-xs text-slate-600">· {DOMAIN_LABELS[item.domain]}</span>
            </li>
          ))}
        </ol>
        {avoid.length > 0 && (
          <>
            <h4 className="text-sm font-semibold text-slate-800">
              To avoid (each costs an item when it occurs)
            </h4>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
              {avoid.map((item) => (
                <li key={item.id}>{item.label}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Section>
  );
}

/** The whole case formulation, read-only, for the instructor. */
export function PersonaDetails({ persona }: { persona: Persona }) {
  const d = persona.demographics;
  return (
    <div className="space-y-7">
      {persona.case && <StationDetails persona={persona} station={persona.case} />}
      <Section title="Presentation">
        <dl className="space-y-3">
          <Item term="Condition">
            {persona.condition}{' '}
            <span className="text-slate-600">({categoryLabel(persona.condition_category)})</span>
          </Item>
          <Item term="Difficulty">
            <DifficultyBadge difficulty={persona.difficulty} />
          </Item>
          <Item term="Person">
            {persona.age}, {d.gender} ({d.pronouns}), {d.occupation}; {d.living_situation}
            {d.cultural_background ? `; ${d.cultural_background}` : ''}
          </Item>
          <Item term="Emotional state">{persona.emotional_state}</Item>
          <Item term="Personality">{persona.personality}</Item>
          <Item term="Background">{persona.background}</Item>
          <Item term="Symptoms">
            <Bullets items={persona.symptoms} />
          </Item>
          <Item term="Presenting problem">{persona.presenting_problem}</Item>
          <Item term="Opening statement">
            <q className="italic">{persona.opening_statement}</q>
          </Item>
        </dl>
      </Section>
      <Section title="Formulation">
        <dl className="space-y-3">
          <Item term="History">
            <Bullets items={persona.history} />
          </Item>
          <Item term="Core beliefs">
            <Bullets items={persona.core_beliefs} />
          </Item>
          <Item term="Intermediate beliefs">
            <Bullets items={persona.intermediate_beliefs} />
          </Item>
          <Item term="Automatic thoughts">
            <Bullets items={persona.automatic_thoughts} />
          </Item>
          <Item term="Emotions">{persona.emotions.map(humanize).join(', ')}</Item>
          <Item term="Coping behaviours">
            <Bullets items={persona.coping_behaviours} />
          </Item>
          <Item term="Goals">
            <Bullets items={persona.goals} />
          </Item>
        </dl>
      </Section>
      <Section title="Style">
        <dl className="space-y-3">
          <Item term="Conversational style">{humanize(persona.style)}</Item>
          <Item term="Speech markers">
            {persona.speech_markers?.length ? persona.speech_markers.map((m) => `“${m}”`).join(', ') : 'None'}
          </Item>
        </dl>
      </Section>
      <Section title="Risk">
        <dl className="space-y-3">
          <Item term="Risk level">
            <Badge tone={persona.risk.level === 'none' ? 'slate' : 'red'}>
              {humanize(persona.risk.level)}
            </Badge>
          </Item>
          <Item term="When asked, trusted">{persona.risk.disclosure}</Item>
          <Item term="When asked too early">{persona.risk.deflection}</Item>
          <Item term="Trust needed">{Math.round(persona.risk.min_trust * 100)}%</Item>
          <Item term="Protective factors">
            <Bullets items={persona.risk.protective_factors ?? []} />
          </Item>
        </dl>
      </Section>
      <Section title={`Facts (${persona.facts.length})`}>
        {DEPTHS.map(({ depth, title, note }) => {
          const facts = persona.facts.filter((f) => f.depth === depth);
          return (
            <div key={depth} className="space-y-2">
              <h4 className="text-sm font-semibold text-slate-800">
                {title} <span className="font-normal text-slate-600">— {note}</span>
              </h4>
              {facts.length === 0 ? (
                <p className="text-sm text-slate-600">No facts at this depth.</p>
              ) : (
                <ul className="space-y-2">
                  {facts.map((fact) => (
                    <li key={fact.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                      <p className="text-slate-900">{fact.text}</p>
                      <p className="mt-1 text-xs text-slate-600">
                        {humanize(fact.topic)} · shown {fact.emotion}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </Section>
    </div>
  );
}
