import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CATALOGUE } from '@practicum/personas';
import { buildInsights, codeTranscript, ScoringTranscriptSchema } from '@practicum/scoring';
import { riskMaterial } from './features/insights/risk-material';

/** One input line of `main.ts score`: a transcript; `seq` defaults to the utterance's position. */
const InputLineSchema = z.object({
  id: z.union([z.string(), z.number()]),
  /** A catalogue persona id: its risk material helps hear a disclosure in the patient's own words. */
  persona_id: z.string().max(100).optional(),
  utterances: z.array(
    z.object({
      seq: z.number().int().min(0).optional(),
      speaker: z.enum(['student', 'patient']),
      text: z.string(),
      start_ms: z.number().min(0).nullish(),
      end_ms: z.number().min(0).nullish(),
    }),
  ),
});

/**
 * Scores transcripts given as JSON lines (`{id, persona_id?, utterances:[{speaker, text, start_ms?, end_ms?}]}`)
 * and writes one JSON line per transcript: the code of every student utterance and the Insights.
 * A malformed line is reported on stderr with its line number and skipped.
 */
export function scoreTranscripts(
  input: string,
  write: (line: string) => void,
  warn: (line: string) => void,
): number {
  let scored = 0;
  input.split('\n').forEach((raw, index) => {
    if (!raw.trim()) return;
    let parsed;
    try {
      parsed = InputLineSchema.safeParse(JSON.parse(raw));
    } catch {
      return warn(`line ${index + 1}: not JSON`);
    }
    if (!parsed.success)
      return warn(
        `line ${index + 1}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    const persona = parsed.data.persona_id
      ? CATALOGUE.find((p) => p.id === parsed.data.persona_id)
      : undefined;
    if (parsed.data.persona_id && !persona)
      warn(
        `line ${index + 1}: unknown persona_id ${parsed.data.persona_id}; scoring without its risk material`,
      );
    const transcript = ScoringTranscriptSchema.parse({
      utterances: parsed.data.utterances.map((u, i) => ({ ...u, seq: u.seq ?? i })),
      risk_material: riskMaterial(persona),
      ...(persona?.case ? { station: persona.case } : {}),
    });
    const codes = codeTranscript(transcript).filter(
      (c) => transcript.utterances.find((u) => u.seq === c.seq)?.speaker === 'student',
    );
    write(JSON.stringify({ id: parsed.data.id, codes, insights: buildInsights(transcript) }));
    scored++;
  });
  return scored;
}

export function readInput(path: string | undefined): string {
  return readFileSync(path && path !== '-' ? path : 0, 'utf8');
}
