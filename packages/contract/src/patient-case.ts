import { z } from 'zod';
import { StationKindSchema } from '@practicum/personas';

/**
 * The medical case block's vocabulary, for clients that author or show a station: the shared
 * checklist templates, domain names and the resolved checklist come from the persona package, so the
 * editor, the details view and the scoring read one definition.
 */
export {
  CHECKLIST_DOMAINS,
  CHECKLIST_TEMPLATES,
  CHECKLIST_TEMPLATE_IDS,
  DOMAIN_LABELS,
  ITEM_POLARITIES,
  STATION_KINDS,
  resolveAvoidItems,
  resolveChecklist,
  type AvoidItem,
  type ChecklistDomain,
  type ChecklistEntry,
  type ChecklistItem,
  type ChecklistTemplateId,
  type ItemPolarity,
  type MedicalCase,
  type MedicalCaseInput,
  type StationKind,
} from '@practicum/personas';

/**
 * What every signed-in user may read of a medical case before a session: the station kind, where it
 * happens and the candidate's instructions. The hidden agenda, red flags, news and checklist stay in
 * the persona, which only admins receive.
 */
export const StationBriefSchema = z.object({
  station: StationKindSchema,
  setting: z.string(),
  task: z.string(),
});
export type StationBrief = z.infer<typeof StationBriefSchema>;
