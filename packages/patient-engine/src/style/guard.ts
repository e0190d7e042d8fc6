import type { RenderContext } from '../plan';

/**
 * The last check on any line, whoever wrote it (templates, a language model, a persona author):
 * something to say, nothing out of character, nothing said before. A line that fails is replaced
 * by the template renderer's.
 */
export const OUT_OF_CHARACTER: readonly RegExp[] = [
  /\bas an? (ai|a\.i\.|artificial intelligence|language model|assistant|chatbot|bot)\b/i,
  /\blanguage model\b/i,
  /\bI(?:'m| am) (?:just |only |merely )?(?:an? )?(?:ai|a\.i\.|program|computer program|bot|chatbot|robot|simulation|simulated|virtual|assistant)\b/i,
  /\bI cannot\b/,
  /\b(openai|chatgpt|gpt-\d|llm)\b/i,
  /\b(simulated patient|this simulation|role-?play|my persona|the persona|my character|in character)\b/i,
  /\b(how does that make you feel|it sounds like you|what I(?:'m| am) hearing|I hear you|let(?:'s| us) explore|validate your|cognitive distortion|core belief|automatic thought|psychoeducation|therapeutic alliance)\b/i,
  /\{[a-zA-Z_]+\}|\bundefined\b|\bNaN\b|\[object /,
];

export function outOfCharacter(text: string): boolean {
  return OUT_OF_CHARACTER.some((re) => re.test(text));
}

export function guardLine(text: string | null | undefined, ctx: RenderContext): string | null {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  if (t.length === 0 || t.length > 1200) return null;
  if (outOfCharacter(t) || ctx.saidLine(t)) return null;
  return t;
}
