import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A set of radio buttons drawn as cards (native radios, so arrow keys work as usual). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              htmlFor={`${id}-${choice.value}`}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
                checked
                  ? 'border-teal-700 bg-teal-50 ring-1 ring-teal-700'
                  : 'border-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                id={`${id}-${choice.value}`}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 size-4 accent-teal-700 focus:outline-none"
              />
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  {choice.icon}
                  {choice.label}
                </span>
                {choice.hint && <span className="mt-0.5 block text-slate-600">{choice.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
