import { type Resource, type SkillName } from '../schemas/insights.schema';

/** Published, freely findable references, keyed by the skill they help with. */
const CATALOGUE: Record<SkillName, Omit<Resource, 'reason'>[]> = {
  active_listening: [
    {
      title:
        'Motivational Interviewing: Helping People Change and Grow (4th ed.), chapters on reflective listening',
      citation: 'Miller, W. R. & Rollnick, S. (2023). Guilford Press.',
    },
  ],
  empathy_demonstration: [
    {
      title:
        'A Computational Approach to Understanding Empathy Expressed in Text-Based Mental Health Support (EPITOME)',
      citation: 'Sharma, A., Miner, A. S., Atkins, D. C. & Althoff, T. (2020). Proceedings of EMNLP 2020.',
    },
  ],
  questioning_techniques: [
    {
      title:
        'Building Motivational Interviewing Skills: A Practitioner Workbook (2nd ed.), open questions exercises',
      citation: 'Rosengren, D. B. (2017). Guilford Press.',
    },
  ],
  therapeutic_interventions: [
    {
      title: 'Motivational Interviewing Treatment Integrity Coding Manual 4.2.1',
      citation: 'Moyers, T. B., Manuel, J. K. & Ernst, D. (2014). University of New Mexico CASAA.',
    },
  ],
  boundary_maintenance: [
    {
      title: 'ACA Code of Ethics, section A (the counseling relationship) and section B (confidentiality)',
      citation: 'American Counseling Association (2014).',
    },
  ],
  crisis_management: [
    {
      title: 'Columbia-Suicide Severity Rating Scale (C-SSRS) screener and training',
      citation: 'Posner, K. et al. (2011). American Journal of Psychiatry 168(12); cssrs.columbia.edu.',
    },
    {
      title: 'Safety Planning Intervention: A Brief Intervention to Mitigate Suicide Risk',
      citation: 'Stanley, B. & Brown, G. K. (2012). Cognitive and Behavioral Practice 19(2).',
    },
  ],
};

/** Resources for the weakest applicable skills (below 75), with why each is recommended. */
export function resourcesFor(
  scores: Partial<Record<SkillName, number | null>>,
  crisisFlagged: boolean,
): Resource[] {
  const weak = (Object.entries(scores) as Array<[SkillName, number | null]>)
    .filter(([name, s]) => s !== null && (s < 75 || (name === 'crisis_management' && crisisFlagged)))
    .sort((x, y) => (x[1] ?? 0) - (y[1] ?? 0) || x[0].localeCompare(y[0]));
  const out: Resource[] = [];
  for (const [name, s] of weak)
    for (const r of CATALOGUE[name])
      out.push({ ...r, reason: `${name.replace(/_/g, ' ')} scored ${s}; this covers the skills behind it.` });
  if (out.length === 0)
    out.push({
      ...CATALOGUE.therapeutic_interventions[0]!,
      reason: 'To keep refining MI consistency beyond a strong session.',
    });
  return out.slice(0, 4);
}
