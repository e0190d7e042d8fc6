import type { SkillKey } from '@practicum/contract';

/** The six skills' names as the feedback shows them (session details, reports). */
export const SKILL_NAMES: Record<SkillKey, string> = {
  active_listening: 'Active Listening',
  empathy_demonstration: 'Empathy Demonstration',
  questioning_techniques: 'Questioning Techniques',
  boundary_maintenance: 'Boundary Maintenance',
  crisis_management: 'Crisis Management',
  therapeutic_interventions: 'Therapeutic Interventions',
};

/** Shorter names where space is tight: chart axes, progress cards, the live summary. */
export const SKILL_SHORT_NAMES: Record<SkillKey, string> = {
  active_listening: 'Active Listening',
  empathy_demonstration: 'Empathy',
  questioning_techniques: 'Questioning',
  boundary_maintenance: 'Boundaries',
  crisis_management: 'Crisis Management',
  therapeutic_interventions: 'Interventions',
};
