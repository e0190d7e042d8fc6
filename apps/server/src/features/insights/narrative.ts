import { z } from 'zod';
import {
  NarrativeFeedbackSchema,
  SKILL_KEYS,
  type FeedbackSource,
  type NarrativeFeedback,
} from '@practicum/contract';
import type { Insights } from '@practicum/scoring';
import type { Config } from '../../config';
import { post, type Endpoint } from '../../lib/model-http/http';
import { ProviderError } from '../../lib/model-http/provider-error';

/**
 * Narrative feedback written by the configured chat model (LLM_BASE_URL, whatever AI_PROVIDER is).
 * The model sees only computed facts: scores, grade, metrics, the evidence quotes with their codes,
 * risk flags and the persona's presenting problem; never who the student is. It writes the narrative
 * strings only (NarrativeFeedbackSchema); every number stays the scoring package's.
 */

/** The facts the model writes from. */
export interface NarrativeFacts {
  presentingProblem: string | null;
  /** Words that must never reach the model (the student's names and email): replaced in quotes. */
  redact: string[];
}

export interface Narrator {
  model: string;
  /** The model's narrative, validated; throws a NarrativeError with a reason safe to show. */
  write(insights: Insights, facts: NarrativeFacts): Promise<NarrativeFeedback>;
}

/** Why the model's feedback could not be used, worded for people (no keys, no addresses). */
export class NarrativeError extends Error {}

const SCHEMA_NAME = 'narrative_feedback';

/**
 * The JSON schema sent as the structured-output format, derived from the contract's zod schema. Length
 * and item bounds are moved into descriptions, since strict structured output does not accept them
 * everywhere; the answer is still validated against the full zod schema.
 */
export const narrativeJsonSchema: Record<string, unknown> = (() => {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    const limits: string[] = [];
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === '$schema' || key === 'minLength' || key === 'minItems') continue;
      if (key === 'maxLength') limits.push(`${String(value)} characters`);
      else if (key === 'maxItems') limits.push(`${String(value)} items`);
      else out[key] = strip(value);
    }
    if (limits.length > 0) {
      const limit = `at most ${limits.join(' and ')}`;
      out.description = out.description ? `${String(out.description)} (${limit})` : `${limit}.`;
    }
    return out;
  };
  return strip(z.toJSONSchema(NarrativeFeedbackSchema, { io: 'output' })) as Record<string, unknown>;
})();

const SYSTEM_PROMPT = [
  'You are a clinical supervisor writing feedback for a counselling student after a practice session with a simulated patient.',
  'You are given only computed facts: scores (0-100), grade, MITI 4.2 / EPITOME / C-SSRS metrics, the student utterances that moved each skill score (quoted, with their seq and code), risk flags and the patient case.',
  'Write the narrative feedback: a session summary, for each of the six skills feedback, strengths and areas for improvement, immediate feedback for the next session and long-term development goals.',
  'Rules: base every statement on the facts given; cite student utterances as #seq with a short quote; never invent utterances, scores or numbers and never change the given ones;',
  'a skill with applicable false was not called for in this session: say so briefly and leave its lists empty;',
  'if a risk flag is present or supervisor review is required, say so plainly in the summary and the crisis management feedback;',
  'address the student as "you", be specific, warm and concise, and do not use names.',
].join(' ');

function redactText(text: string, redact: string[]): string {
  let out = text;
  for (const word of redact) {
    if (word.trim().length < 2) continue;
    const escaped = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), '[student]');
  }
  return out;
}

/** The user message: the computed facts only, as JSON. */
export function narrativeInput(insights: Insights, facts: NarrativeFacts): Record<string, unknown> {
  const skills = Object.fromEntries(
    SKILL_KEYS.map((key) => {
      const s = insights[key];
      return [
        key,
        {
          applicable: s.applicable,
          score: s.score,
          evidence: s.evidence.map((e) => ({
            seq: e.seq,
            quote: redactText(e.quote, facts.redact),
            code: e.code,
          })),
        },
      ];
    }),
  );
  return {
    patient_case: { presenting_problem: facts.presentingProblem },
    overall_score: insights.overall_score,
    grade: insights.grade,
    patient_engagement_level: insights.patient_engagement_level,
    therapeutic_rapport: insights.therapeutic_rapport,
    skills,
    student_talk_percentage: insights.student_talk_percentage,
    patient_talk_percentage: insights.patient_talk_percentage,
    talk_time_assessment: insights.talk_time.assessment,
    silence_management: {
      rating: insights.silence_management.rating,
      interruptions: insights.silence_management.interruptions,
      pauses_allowed: insights.silence_management.pauses_allowed,
    },
    session_structure: {
      rating: insights.session_structure.rating,
      greeting_seq: insights.session_structure.greeting,
      agenda_seq: insights.session_structure.agenda,
      summary_seq: insights.session_structure.summary,
      closing_seq: insights.session_structure.closing,
    },
    metrics: insights.metrics,
    compliance: {
      hipaa_compliance: insights.hipaa_compliance,
      ethical_boundaries: insights.ethical_boundaries,
      professional_language: insights.professional_language,
    },
    risk_flags: insights.risk_flag_details.map((f) => ({
      type: f.type,
      severity: f.severity,
      student_seq: f.seq,
      patient_seq: f.patient_seq,
      message: redactText(f.message, facts.redact),
    })),
    supervisor_review_required: insights.supervisor_review_required,
  };
}

/** The chat request body (non-streamed, structured output). */
export function narrativeRequest(model: string, insights: Insights, facts: NarrativeFacts): string {
  return JSON.stringify({
    model,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: JSON.stringify(narrativeInput(insights, facts)) },
    ],
    stream: false,
    temperature: 0.3,
    response_format: {
      type: 'json_schema',
      json_schema: { name: SCHEMA_NAME, strict: true, schema: narrativeJsonSchema },
    },
  });
}

/** Reads a chat completion's body within `ms` (post() only times the wait for the headers). */
async function readBody(res: Response, ms: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      res.text().catch((err: unknown) => {
        throw new NarrativeError(
          (err as Error).name === 'TimeoutError'
            ? 'the chat model did not answer in time'
            : "the chat model's answer was cut off",
        );
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          void res.body?.cancel().catch(() => undefined);
          reject(new NarrativeError('the chat model did not answer in time'));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Validates a chat completion's answer against the contract schema. */
export function parseNarrative(body: string): NarrativeFeedback {
  let completion: { choices?: { message?: { content?: unknown; refusal?: unknown } }[] };
  try {
    completion = JSON.parse(body) as typeof completion;
  } catch {
    throw new NarrativeError('the chat model sent an unreadable response');
  }
  const message = completion?.choices?.[0]?.message;
  if (typeof message?.refusal === 'string' && message.refusal)
    throw new NarrativeError('the chat model declined to write the feedback');
  if (typeof message?.content !== 'string') throw new NarrativeError('the chat model sent no feedback');
  let json: unknown;
  try {
    json = JSON.parse(message.content);
  } catch {
    throw new NarrativeError('the chat model did not answer with JSON');
  }
  const parsed = NarrativeFeedbackSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new NarrativeError(`the chat model's answer did not match the feedback format${at}`);
  }
  return parsed.data;
}

/** The chat model as a narrator, or null when no LLM_BASE_URL is configured. */
export function chatNarrator(config: Config): Narrator | null {
  if (!config.LLM_BASE_URL) return null;
  const endpoint: Endpoint = {
    baseURL: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
  };
  return {
    model: endpoint.model,
    async write(insights, facts) {
      let res: Response;
      try {
        res = await post(
          endpoint,
          '/chat/completions',
          narrativeRequest(endpoint.model, insights, facts),
          { 'content-type': 'application/json' },
          { timeoutMs: config.AI_TIMEOUT_MS, maxRetries: config.AI_MAX_RETRIES, what: 'the chat model' },
        );
      } catch (err) {
        // ProviderError messages name the failure (HTTP status, timeout ...) and never the address.
        throw new NarrativeError(
          err instanceof ProviderError ? err.message : 'the chat model could not be reached',
        );
      }
      return parseNarrative(await readBody(res, config.AI_TIMEOUT_MS));
    },
  };
}

/** The offline insights with the model's narrative strings; every number, evidence and flag kept. */
export function mergeNarrative(offline: Insights, narrative: NarrativeFeedback): Insights {
  const out: Insights = {
    ...offline,
    session_summary: narrative.session_summary,
    immediate_feedback: narrative.immediate_feedback,
    long_term_development: narrative.long_term_development,
  };
  for (const key of SKILL_KEYS) {
    const written = narrative[key];
    out[key] = {
      ...offline[key],
      feedback: written.feedback,
      strengths: written.strengths,
      areas_for_improvement: written.areas_for_improvement,
    };
  }
  return out;
}

/** What the transcript was when the insights were made, so a regenerate can tell nothing changed. */
export interface TranscriptMark {
  messages: number;
  last_seq: number | null;
}

export type StoredFeedbackSource = FeedbackSource & { transcript?: TranscriptMark };

/** The note appended to session_notes when the model failed; one line, replaced on every generate. */
const NOTE_PREFIX = 'Language model unavailable:';
const NOTES_MAX = 5000;

export function noteLine(reason: string): string {
  return `${NOTE_PREFIX} the offline feedback is shown (${reason}).`;
}

/**
 * The session notes without an earlier model-failure line, plus `line` when given (cut to fit the
 * contract's 5000 characters; the student's own notes are never cut).
 */
export function withModelNote(notes: string | null, line: string | null): string | null {
  const kept = (notes ?? '')
    .split('\n')
    .filter((l) => !l.startsWith(NOTE_PREFIX))
    .join('\n')
    .replace(/\n+$/, '');
  if (!line) return kept === '' && notes === null ? null : kept;
  const room = NOTES_MAX - kept.length - (kept ? 1 : 0);
  if (room < NOTE_PREFIX.length + 20) return kept === '' && notes === null ? null : kept;
  const fitted = line.length <= room ? line : `${line.slice(0, room - 1)}…`;
  return kept ? `${kept}\n${fitted}` : fitted;
}
