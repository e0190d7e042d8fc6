import { CHECKLIST_TEMPLATES, DOMAIN_LABELS, type ChecklistTemplateId } from '@practicum/contract';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  TEMPLATE_GROUPS,
  blankCase,
  domainOptions,
  emptyCaseItem,
  emptyNews,
  emptyRedFlag,
  entryIdFor,
  fromLines,
  stationOptions,
  toLines,
  withPolarity,
  type CaseDraft,
  type EntryDraft,
  type NewsDraft,
  type RedFlagDraft,
} from './case-form';
import { issueAt, type FormIssue } from './persona-form';

interface CaseFieldsProps {
  value: CaseDraft | null;
  /** Problems from the persona schema (or the server), by path; those under "case" are shown here. */
  issues: readonly FormIssue[];
  /** The facts the formulation's JSON holds, for the agenda's and red flags' hints. */
  factIds: readonly string[];
  onChange: (next: CaseDraft | null) => void;
}

function Group({ legend, children, error }: { legend: ReactNode; children: ReactNode; error?: string }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {error && <p className="text-xs font-medium text-red-700">{error}</p>}
      {children}
    </fieldset>
  );
}

const LINES = 'One per line.';

/**
 * The OSCE station of a medical case: station kind, setting, task, hidden agenda, red flags, the news
 * of a bad-news station and the checklist. It edits the persona's `case` block in place; what is
 * valid is the persona schema's call, made once for the whole persona.
 */
export function CaseFields({ value, issues, factIds, onChange }: CaseFieldsProps) {
  const err = (path: string) => issueAt(issues, path);
  const exact = (path: string) => issues.find((i) => i.path === path)?.message;
  if (!value) {
    return (
      <div className="space-y-2">
        {exact('case') && <p className="text-xs font-medium text-red-700">{exact('case')}</p>}
        <p className="text-sm text-slate-600">
          No station: the patient is marked on the six counselling skills. A medical case adds an OSCE station
          with a hidden agenda and a checklist.
        </p>
        <Button variant="secondary" onClick={() => onChange(blankCase())}>
          Add a medical station
        </Button>
      </div>
    );
  }
  const c = value;
  const set = (patch: Partial<CaseDraft>) => onChange({ ...c, ...patch });
  const setAgenda = (key: keyof CaseDraft['agenda'], text: string) =>
    set({ agenda: { ...c.agenda, [key]: fromLines(text) } });
  const flags = c.red_flags ?? [];
  const setFlag = (i: number, patch: Partial<RedFlagDraft>) =>
    set({ red_flags: flags.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  const setEntry = (i: number, next: EntryDraft) =>
    set({ checklist: c.checklist.map((e, j) => (j === i ? next : e)) });
  const factHint = factIds.length > 0 ? ` Facts in the formulation: ${factIds.join(', ')}.` : '';

  return (
    <div className="space-y-5">
      {exact('case') && <p className="text-xs font-medium text-red-700">{exact('case')}</p>}
      <div className="grid gap-4 sm:grid-cols-6">
        <SelectField
          label="Station kind"
          options={stationOptions}
          className="sm:col-span-3"
          value={c.station}
          error={err('case.station')}
          onChange={(e) => {
            const station = e.target.value as CaseDraft['station'];
            // A bad-news station needs its news; the fields appear with the station.
            set({ station, ...(station === 'bad_news' && !c.news ? { news: emptyNews() } : {}) });
          }}
        />
        <TextField
          label="Setting"
          placeholder="e.g. Emergency department, a cubicle in majors"
          className="sm:col-span-3"
          value={c.setting}
          error={err('case.setting')}
          onChange={(e) => set({ setting: e.target.value })}
        />
        <TextareaField
          label="Task (the candidate’s instructions)"
          hint="Shown to the student before the conversation: who they are, who the patient is, what to do."
          rows={3}
          className="sm:col-span-6"
          value={c.task}
          error={err('case.task')}
          onChange={(e) => set({ task: e.target.value })}
        />
      </div>

      <Group legend="Hidden agenda (said only when invited)" error={exact('case.agenda')}>
        <p className="text-xs text-slate-600">Fact ids from the formulation, usually at depth 2.{factHint}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['ideas', 'concerns', 'expectations'] as const).map((key) => (
            <TextareaField
              key={key}
              label={key.charAt(0).toUpperCase() + key.slice(1)}
              hint={LINES}
              rows={2}
              mono
              spellCheck={false}
              value={toLines(c.agenda[key])}
              error={err(`case.agenda.${key}`)}
              onChange={(e) => setAgenda(key, e.target.value)}
            />
          ))}
        </div>
        <TextareaField
          label="Cues the patient may drop unasked"
          hint="One or two lines that hint at the concern. One per line."
          rows={2}
          value={toLines(c.agenda.cues)}
          error={err('case.agenda.cues')}
          onChange={(e) => setAgenda('cues', e.target.value)}
        />
      </Group>

      <Group legend={`Red flags (${flags.length})`} error={exact('case.red_flags')}>
        <p className="text-xs text-slate-600">
          Told only when asked about specifically; each is a checklist item by itself.{factHint}
        </p>
        {flags.map((flag, i) => (
          <RedFlagFields
            key={i}
            index={i}
            flag={flag}
            err={err}
            onChange={(patch) => setFlag(i, patch)}
            onRemove={() => set({ red_flags: flags.filter((_, j) => j !== i) })}
          />
        ))}
        <Button variant="secondary" onClick={() => set({ red_flags: [...flags, emptyRedFlag()] })}>
          Add red flag
        </Button>
      </Group>

      {(c.station === 'bad_news' || c.news) && (
        <NewsFields
          news={c.news ?? emptyNews()}
          err={err}
          error={exact('case.news')}
          onChange={(news) => set({ news })}
          onRemove={c.station === 'bad_news' ? undefined : () => set({ news: undefined })}
        />
      )}

      <ChecklistFields
        entries={c.checklist}
        err={err}
        error={exact('case.checklist')}
        onChange={(checklist) => set({ checklist })}
        onEntry={setEntry}
      />

      <div className="flex justify-end">
        <Button
          variant="ghost"
          onClick={() => {
            if (window.confirm('Remove the station, its agenda and its checklist from this patient?'))
              onChange(null);
          }}
        >
          Remove station
        </Button>
      </div>
    </div>
  );
}

type Err = (path: string) => string | undefined;

function RedFlagFields({
  index,
  flag,
  err,
  onChange,
  onRemove,
}: {
  index: number;
  flag: RedFlagDraft;
  err: Err;
  onChange: (patch: Partial<RedFlagDraft>) => void;
  onRemove: () => void;
}) {
  const at = `case.red_flags[${index}]`;
  const checkId = useId();
  return (
    <Group legend={`Red flag ${index + 1}${flag.label ? `: ${flag.label}` : ''}`}>
      <div className="grid gap-3 sm:grid-cols-6">
        <TextField
          label="Checklist label"
          placeholder="e.g. Asked about breathlessness"
          className="sm:col-span-4"
          value={flag.label}
          error={err(`${at}.label`) ?? err(`${at}.id`)}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <TextField
          label="Fact told when asked"
          className="sm:col-span-2"
          spellCheck={false}
          value={flag.fact}
          error={err(`${at}.fact`)}
          onChange={(e) => onChange({ fact: e.target.value })}
        />
        <TextareaField
          label="Wordings that ask about it"
          hint="Cue syntax: a|b for either, a + b for both in one line, word* for any ending, @family. One per line."
          rows={2}
          mono
          spellCheck={false}
          className="sm:col-span-3"
          value={toLines(flag.asked_by)}
          error={err(`${at}.asked_by`)}
          onChange={(e) => onChange({ asked_by: fromLines(e.target.value) })}
        />
        <TextareaField
          label="Vaguer wordings (partly met)"
          hint={LINES}
          rows={2}
          mono
          spellCheck={false}
          className="sm:col-span-3"
          value={toLines(flag.partly)}
          error={err(`${at}.partly`)}
          onChange={(e) => onChange({ partly: fromLines(e.target.value) })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm text-slate-800">
          <input
            id={checkId}
            type="checkbox"
            className="size-4 accent-teal-700"
            checked={flag.present}
            onChange={(e) => onChange({ present: e.target.checked })}
          />
          <label htmlFor={checkId}>Present (unticked: a pertinent negative worth asking)</label>
        </div>
        <Button variant="ghost" onClick={onRemove}>
          Remove red flag {index + 1}
        </Button>
      </div>
    </Group>
  );
}

function NewsFields({
  news,
  err,
  error,
  onChange,
  onRemove,
}: {
  news: NewsDraft;
  err: Err;
  error?: string;
  onChange: (news: NewsDraft) => void;
  onRemove?: () => void;
}) {
  const set = (patch: Partial<NewsDraft>) => onChange({ ...news, ...patch });
  return (
    <Group legend="Bad news" error={error}>
      <div className="grid gap-3 sm:grid-cols-6">
        <TextField
          label="Headline (what must be told)"
          className="sm:col-span-6"
          value={news.headline}
          error={err('case.news.headline')}
          onChange={(e) => set({ headline: e.target.value })}
        />
        <TextareaField
          label="Wordings that give the news"
          hint="The first student line saying one is the news, for the SPIKES order. One per line."
          rows={2}
          mono
          spellCheck={false}
          className="sm:col-span-6"
          value={toLines(news.delivered_by)}
          error={err('case.news.delivered_by')}
          onChange={(e) => set({ delivered_by: fromLines(e.target.value) })}
        />
        <TextareaField
          label="Reaction when prepared"
          hint="After a warning shot and a check of what they know."
          rows={2}
          className="sm:col-span-3"
          value={news.prepared_reaction}
          error={err('case.news.prepared_reaction')}
          onChange={(e) => set({ prepared_reaction: e.target.value })}
        />
        <TextareaField
          label="Reaction when told bluntly"
          hint="No warning: shock, then withdrawal."
          rows={2}
          className="sm:col-span-3"
          value={news.blunt_reaction}
          error={err('case.news.blunt_reaction')}
          onChange={(e) => set({ blunt_reaction: e.target.value })}
        />
        <TextareaField
          label="Questions the patient asks afterwards"
          hint="In the order they would come, 2 to 8. One per line."
          rows={3}
          className="sm:col-span-6"
          value={toLines(news.questions)}
          error={err('case.news.questions')}
          onChange={(e) => set({ questions: fromLines(e.target.value) })}
        />
      </div>
      {onRemove && (
        <Button variant="ghost" onClick={onRemove}>
          Remove the news
        </Button>
      )}
    </Group>
  );
}

function ChecklistFields({
  entries,
  err,
  error,
  onChange,
  onEntry,
}: {
  entries: EntryDraft[];
  err: Err;
  error?: string;
  onChange: (entries: EntryDraft[]) => void;
  onEntry: (i: number, next: EntryDraft) => void;
}) {
  const [chosen, setChosen] = useState('');
  const addId = useId();
  const remove = (i: number) => onChange(entries.filter((_, j) => j !== i));
  return (
    <Group legend={`Checklist (${entries.length} items, 6 to 40; red flags add their own)`} error={error}>
      <ol className="space-y-3">
        {entries.map((entry, i) => (
          <li key={i}>
            {entry.use ? (
              <TemplateEntryFields
                index={i}
                entry={entry}
                err={err}
                onChange={(next) => onEntry(i, next)}
                onRemove={() => remove(i)}
              />
            ) : (
              <CaseItemFields
                index={i}
                entry={entry}
                err={err}
                onChange={(next) => onEntry(i, next)}
                onRemove={() => remove(i)}
              />
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3">
        <div className="min-w-64 flex-1 space-y-1.5">
          <label htmlFor={addId} className="block text-sm font-medium text-slate-800">
            Shared template
          </label>
          <select
            id={addId}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none"
          >
            <option value="">Choose a shared template…</option>
            {TEMPLATE_GROUPS.map((g) => (
              <optgroup key={g.domain} label={DOMAIN_LABELS[g.domain]}>
                {g.templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={!chosen}
          onClick={() => {
            const use = chosen as ChecklistTemplateId;
            onChange([...entries, { id: entryIdFor(use, entries), use }]);
            setChosen('');
          }}
        >
          Add template
        </Button>
        <Button variant="secondary" onClick={() => onChange([...entries, emptyCaseItem()])}>
          Add case item
        </Button>
      </div>
    </Group>
  );
}

interface EntryProps {
  index: number;
  entry: EntryDraft;
  err: Err;
  onChange: (next: EntryDraft) => void;
  onRemove: () => void;
}

function TemplateEntryFields({ index, entry, err, onChange, onRemove }: EntryProps) {
  const at = `case.checklist[${index}]`;
  const template = CHECKLIST_TEMPLATES[entry.use!];
  const label = entry.label ?? template.label;
  return (
    <Group
      legend={
        <>
          Item {index + 1}: {label}
        </>
      }
      error={issuesExactly(err, at)}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge tone="slate">{DOMAIN_LABELS[template.domain]}</Badge>
        <span>Shared template</span>
        {'timing' in template && template.timing && (
          <span>· counts only {template.timing === 'before_news' ? 'before' : 'after'} the news</span>
        )}
      </div>
      <TextareaField
        label="This case’s own wordings"
        hint="Added to the template’s, e.g. where + tight*|band. One per line."
        rows={2}
        mono
        spellCheck={false}
        value={toLines(entry.also)}
        error={err(`${at}.also`)}
        onChange={(e) => onChange({ ...entry, also: fromLines(e.target.value) })}
      />
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onRemove}>
          Remove item {index + 1}
        </Button>
      </div>
    </Group>
  );
}

/** An entry's own problem (e.g. "needs a domain, a label and parts"), not one of its fields'. */
function issuesExactly(err: Err, at: string): string | undefined {
  const own = err(at);
  const inField = ['label', 'domain', 'parts', 'also', 'need', 'id', 'polarity'].some(
    (k) => err(`${at}.${k}`) === own,
  );
  return inField ? undefined : own;
}

const polarityOptions = [
  { value: '', label: 'To do: met when the student says it' },
  { value: 'avoid', label: 'To avoid: costs marks when it occurs' },
];

function CaseItemFields({ index, entry, err, onChange, onRemove }: EntryProps) {
  const at = `case.checklist[${index}]`;
  const parts = entry.parts ?? [];
  const avoid = entry.polarity === 'avoid';
  const setPart = (i: number, patch: Partial<{ cues: string[]; partly: string[] }>) =>
    onChange({ ...entry, parts: parts.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  return (
    <Group legend={`Item ${index + 1}: ${entry.label || 'new case item'}`} error={issuesExactly(err, at)}>
      <div className="grid gap-3 sm:grid-cols-6">
        <SelectField
          label="Counts as"
          options={polarityOptions}
          className="sm:col-span-6"
          value={avoid ? 'avoid' : ''}
          error={err(`${at}.polarity`)}
          onChange={(e) => onChange(withPolarity(entry, e.target.value === 'avoid'))}
        />
        <TextField
          label="Item label"
          hint={
            avoid
              ? 'The behaviour, in plain words; students read it when it occurs.'
              : 'What a good candidate does, in plain words; students read it in their feedback.'
          }
          className="sm:col-span-4"
          value={entry.label ?? ''}
          error={err(`${at}.label`) ?? err(`${at}.id`)}
          onChange={(e) => onChange({ ...entry, label: e.target.value })}
        />
        <SelectField
          label="Domain"
          options={domainOptions}
          className="sm:col-span-2"
          value={entry.domain ?? ''}
          error={err(`${at}.domain`)}
          onChange={(e) => onChange({ ...entry, domain: e.target.value as EntryDraft['domain'] })}
        />
      </div>
      {parts.map((part, p) => (
        <div key={p} className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2">
          <TextareaField
            label={`${parts.length > 1 ? `Part ${p + 1}: w` : 'W'}ordings that ${avoid ? 'show it' : 'meet it'}`}
            hint="Cue syntax: a|b for either, a + b for both in one line, word* for any ending, @family. One per line."
            rows={3}
            mono
            spellCheck={false}
            value={toLines(part.cues)}
            error={err(`${at}.parts[${p}].cues`)}
            onChange={(e) => setPart(p, { cues: fromLines(e.target.value) })}
          />
          {!avoid && (
            <TextareaField
              label={
                parts.length > 1
                  ? `Part ${p + 1}: vaguer wordings (partly met)`
                  : 'Vaguer wordings (partly met)'
              }
              hint={LINES}
              rows={3}
              mono
              spellCheck={false}
              value={toLines(part.partly)}
              error={err(`${at}.parts[${p}].partly`)}
              onChange={(e) => setPart(p, { partly: fromLines(e.target.value) })}
            />
          )}
          {parts.length > 1 && (
            <div className="sm:col-span-2">
              <Button
                variant="ghost"
                onClick={() =>
                  onChange({ ...entry, parts: parts.filter((_, j) => j !== p), need: undefined })
                }
              >
                Remove part {p + 1}
              </Button>
            </div>
          )}
        </div>
      ))}
      {parts.length > 1 && !avoid && (
        <SelectField
          label="Parts needed for “met”"
          options={[
            { value: '', label: `All ${parts.length}` },
            ...parts.slice(0, -1).map((_, n) => ({ value: String(n + 1), label: String(n + 1) })),
          ]}
          value={entry.need !== undefined && entry.need < parts.length ? String(entry.need) : ''}
          error={err(`${at}.need`)}
          onChange={(e) => onChange({ ...entry, need: e.target.value ? Number(e.target.value) : undefined })}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          disabled={parts.length >= 6}
          onClick={() => onChange({ ...entry, parts: [...parts, { cues: [''], partly: [] }] })}
        >
          Add part
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          Remove item {index + 1}
        </Button>
      </div>
    </Group>
  );
}
