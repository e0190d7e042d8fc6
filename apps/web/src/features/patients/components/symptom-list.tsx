interface SymptomListProps {
  symptoms: string[];
  /** How many to show before the '+N' count. */
  max?: number;
  /** '+N more' on the student cards, '+N' in the library. */
  moreSuffix?: string;
}

/** The first few symptoms as chips, then how many more there are. */
export function SymptomList({ symptoms, max = 3, moreSuffix = '' }: SymptomListProps) {
  const shown = symptoms.slice(0, max);
  const rest = symptoms.length - shown.length;
  if (symptoms.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Symptoms">
      {shown.map((symptom) => (
        <li key={symptom} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {symptom}
        </li>
      ))}
      {rest > 0 && (
        <li className="rounded-md px-1 py-0.5 text-xs font-medium text-slate-600">
          <span aria-hidden="true">
            +{rest}
            {moreSuffix && ` ${moreSuffix}`}
          </span>
          <span className="sr-only">and {rest} more</span>
        </li>
      )}
    </ul>
  );
}
