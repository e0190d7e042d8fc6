/**
 * The persona's risk in its own words (its disclosure and its suicide and self-harm facts): scoring
 * hears a disclosure in them even when the patient's wording is in no lexicon.
 */
export function riskMaterial(persona: unknown): string[] {
  const p = (persona ?? {}) as {
    risk?: { level?: string; disclosure?: string };
    facts?: Array<{ topic?: string; text?: string }>;
  };
  if (!p.risk || p.risk.level === 'none') return [];
  const facts = (p.facts ?? [])
    .filter((f) => f.topic === 'suicide' || f.topic === 'self_harm')
    .map((f) => f.text ?? '');
  return [p.risk.disclosure ?? '', ...facts].filter((t) => t.length > 0).slice(0, 40);
}
