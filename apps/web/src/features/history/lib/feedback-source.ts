import type { Insights } from '@practicum/contract';

/**
 * Who wrote the narrative feedback, as the line under the AI assessment: the language model by name,
 * or the offline scorer. Null for insights that do not say (older ones), so nothing is shown.
 */
export function feedbackSourceLabel(source: Insights['feedback_source']): string | null {
  if (!source) return null;
  if (source.kind === 'model') {
    const model = source.model?.trim();
    return model ? `Feedback written by ${model}` : 'Feedback written by a language model';
  }
  return 'Offline feedback';
}
