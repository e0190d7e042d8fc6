/**
 * Prints a scripted good and a scripted poor conversation with one persona, for reading sample
 * exchanges:  node --import tsx scripts/patient-demo.ts <persona-id> [seed]
 * Without an id it lists the personas it knows.
 */
import { createPatientSession } from '@practicum/patient-engine';
import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { FIXTURES } from '../packages/patient-engine/test/fixtures';
import {
  RISK_QUESTION,
  goodStudent,
  poorStudent,
  type ScriptedStudent,
} from '../packages/patient-engine/test/scripted-students';

const out = (line = '') => process.stdout.write(`${line}\n`);
const personas: Persona[] = [...CATALOGUE.map((p) => PersonaSchema.parse(p)), ...FIXTURES];

function show(
  persona: Persona,
  title: string,
  student: ScriptedStudent,
  seed: string,
  askRisk: boolean,
): void {
  out(`\n=== ${title} ===`);
  const session = createPatientSession(persona, { seed });
  let last = null;
  for (let i = 0; i < 10 + (askRisk ? 1 : 0); i++) {
    const said = i < 10 ? student.next(last) : RISK_QUESTION;
    last = session.respond(said);
    const s = last.state;
    const facts = last.disclosed_fact_ids
      .map((id) => `${id}(d${persona.facts.find((f) => f.id === id)?.depth})`)
      .join(' ');
    out(`\nStudent: ${said}`);
    out(`Patient: ${last.text}`);
    out(
      `   [${last.student_acts.join(', ')}] emotion=${last.emotion} trust=${s.trust.toFixed(2)} ` +
        `rapport=${s.rapport.toFixed(2)} openness=${s.openness.toFixed(2)} distress=${s.distress.toFixed(2)}` +
        `${facts ? ` facts: ${facts}` : ''}${last.risk_disclosed ? ' RISK DISCLOSED' : ''}`,
    );
  }
}

const [id, seed = '1'] = process.argv.slice(2);
const persona = personas.find((p) => p.id === id);
if (!persona) {
  out('usage: node --import tsx scripts/patient-demo.ts <persona-id> [seed]\n');
  for (const p of personas)
    out(`  ${p.id.padEnd(24)} ${p.style.padEnd(16)} ${p.difficulty.padEnd(13)} ${p.condition}`);
  process.exitCode = id ? 1 : 0;
} else {
  out(
    `${persona.name}, ${persona.age}: ${persona.condition} (${persona.style}, ${persona.difficulty}, risk ${persona.risk.level})`,
  );
  show(persona, 'Empathic, reflective student', goodStudent(persona), seed, persona.risk.level !== 'none');
  show(persona, 'Interrogating, advice-giving student', poorStudent(persona), seed, false);
}
