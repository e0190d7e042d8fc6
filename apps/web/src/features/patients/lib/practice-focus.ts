import type { Patient } from '@practicum/contract';

type Category = Patient['condition_category'];

/** What talking with this kind of patient trains, by how they talk. */
const BY_STYLE: Record<Patient['style'], string> = {
  plain: 'Core skills: open questions and reflections with a patient who answers plainly',
  guarded: 'Building trust with a guarded patient who shares little at first',
  verbose: 'Focusing and summarising when the patient talks at length',
  tangential: 'Gently bringing a wandering conversation back to what matters',
  hostile: 'Staying calm and non-defensive when the patient is hostile',
  people_pleasing: 'Looking past agreeable answers to what the patient really feels',
};

/** What the case asks of the student, by its condition. */
const BY_CATEGORY: Partial<Record<Category, string>> = {
  depression: 'Exploring low mood, hopelessness and daily functioning',
  generalized_anxiety: 'Exploring worry and how it takes over daily life',
  panic: 'Understanding panic attacks and what the patient now avoids',
  ptsd: 'Trauma-informed questioning without pushing for detail',
  social_anxiety: 'Putting a self-conscious patient at ease',
  ocd: 'Exploring intrusive thoughts and rituals without giving reassurance',
  bipolar: 'Exploring mood swings, sleep and risky behaviour',
  substance_use: 'Motivational interviewing about use and mixed feelings about change',
  alcohol_use: 'Motivational interviewing about drinking and mixed feelings about change',
  eating_disorder: 'Talking about eating, weight and control without judgement',
  grief: 'Staying with loss and grief rather than fixing it',
  adjustment: 'Helping a patient make sense of a hard life change',
  insomnia: 'Assessing sleep and what keeps it poor',
  health_anxiety: 'Responding to health fears without feeding reassurance seeking',
  personality: 'Keeping steady, warm boundaries through intense emotions',
  psychosis: 'Exploring unusual experiences respectfully',
  relationship: 'Exploring relationship difficulties and safety at home',
  anger: 'Exploring anger and its triggers without judgement',
  self_harm: 'Asking about self-harm openly and without judgement',
};

/** What the risk in the case asks the student to practise; nothing when there is none. */
const BY_RISK: Partial<Record<Patient['risk_level'], string>> = {
  passive_ideation: 'Asking directly about thoughts of being better off dead',
  active_ideation: 'Suicide risk assessment: asking about active suicidal thoughts',
  active_ideation_with_plan: 'Suicide risk assessment and safety planning when there is a plan',
  recent_self_harm: 'Assessing recent self-harm and keeping the patient safe',
};

/** The skills a session with this patient practises, most specific first. */
export function practiceFocus(
  patient: Pick<Patient, 'style' | 'condition_category' | 'risk_level'>,
): string[] {
  return [
    BY_CATEGORY[patient.condition_category],
    BY_RISK[patient.risk_level],
    BY_STYLE[patient.style],
  ].filter((line): line is string => !!line);
}
