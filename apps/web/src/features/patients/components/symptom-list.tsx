interface SymptomListProps {
  symptoms: string[];
  /** How many to show before the '+N' count. */
  max?: number;
  /** '+N more' on the student cards, '+N' in the library. */
  moreSuffix?: string;
  /** Opens whatever shows the rest (the patient's details); the count becomes a button. */
  onMore?: () => void;
  /** Whose symptoms, for the button's name ("Show all symptoms of Leo Fischer"). */
  patientName?: string;
}

/** The first few symptoms as chips, then how many more there are, which opens the rest. */
export function SymptomList({ symptoms, max = 3, moreSuffix = '', onMore, patientName }: SymptomListProps) {
  const shown = symptoms.slice(0, max);
  const rest = symptoms.length - shown.length;
  if (symptoms.length === 0) return null;
  const label = `+${rest}${moreSuffix ? ` ${moreSuffix}` : ''}`;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Symptoms">
      {shown.map((symptom) => (
        <li key={symptom} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {symptom}
        </li>
      ))}
      {rest > 0 && (
        <li className="text-xs font-medium">
          {onMore ? (
            // The Details button opens the same dialog, so this shortcut for the pointer stays out
            // of the Tab order and each card keeps two tab stops.
            <button
              type="button"
              tabIndex={-1}
              onClick={onMore}
              aria-label={`Show all ${symptoms.length} symptoms${patientName ? ` of ${patientName}` : ''}`}
              className="cursor-pointer rounded-md px-1 py-0.5 text-teal-800 underline decoration-dotted underline-offset-2 hover:bg-teal-50"
            >
              {label}
            </button>
          ) : (
            <span className="px-1 py-0.5 text-slate-600">
              <span aria-hidden="true">{label}</span>
              <span className="sr-only">and {rest} more</span>
            </span>
          )}
        </li>
      )}
    </ul>
  );
}
