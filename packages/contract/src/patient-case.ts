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
  STATION_KINDS,
  resolveChecklist,
  type ChecklistDomain,
  type ChecklistEntry,
  type ChecklistItem,
  type ChecklistTemplateId,
  type MedicalCase,
  type MedicalCaseInput,
  type StationKind,
} from '@practicum/personas';
