// The hiring plan form's values and their schema, made from the hiring_plans row schema that
// sync's checked writes use too, so a plan the form accepts is one the device and server take.
// Field values are the strings the inputs hold.
import { z } from 'zod';
import { hiringPriorities, type HiringPlanRow, type HiringPriority } from '@sync/collections/workspace-records/rows';
import { hiringPlanSchema } from '@sync/schemas/hiring-plans';
import { formSchemaFromRow } from '@/utils/form-schema';

export interface PlanFormValues {
  title: string;
  goal: string;
  department: string;
  priority: HiringPriority;
  positions: string;
  budget: string;
  deadline: string;
  needsRecruiter: boolean;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

export const emptyPlanForm: PlanFormValues = {
  title: '',
  goal: '',
  department: '',
  priority: 'medium',
  positions: '1',
  budget: '',
  deadline: '',
  needsRecruiter: false,
};

export function planFormFromRow(plan: HiringPlanRow): PlanFormValues {
  return {
    title: plan.title,
    goal: plan.goal ?? '',
    department: plan.department ?? '',
    priority: plan.priority,
    positions: String(plan.positions),
    budget: plan.budget === null ? '' : String(plan.budget),
    deadline: plan.deadline?.slice(0, 10) ?? '',
    needsRecruiter: plan.needs_recruiter,
  };
}

/**
 * The plan form's schema: the hiring_plans row schema judges the fields (its words are the
 * form's), and the text-only checks come first.
 */
export const planFormSchema = formSchemaFromRow<PlanFormValues>({
  values: z.object({
    title: z.string(),
    goal: z.string(),
    department: z.string(),
    priority: z.enum(hiringPriorities),
    positions: z.string(),
    budget: z.string(),
    deadline: z.string(),
    needsRecruiter: z.boolean(),
  }),
  row: hiringPlanSchema.pick({
    title: true,
    goal: true,
    department: true,
    priority: true,
    positions: true,
    budget: true,
    deadline: true,
    needs_recruiter: true,
  }),
  toRow: (values) => planInputFromForm(values),
  fieldOf: { needs_recruiter: 'needsRecruiter' },
  precheck: (values) => {
    const errors: PlanFormErrors = {};
    if (!/^\d+$/.test(values.positions.trim())) errors.positions = 'Positions must be a whole number from 1 to 1000';
    const budget = values.budget.trim();
    if (budget && Number.isFinite(Number(budget)) && Number(budget) >= 0 && !/^\d+(\.\d{1,2})?$/.test(budget))
      errors.budget = 'Use at most two decimals';
    return errors;
  },
});

/** The plan's fields from valid form values (empty text is null). */
export function planInputFromForm(values: PlanFormValues) {
  return {
    title: values.title.trim(),
    goal: values.goal.trim() || null,
    department: values.department.trim() || null,
    priority: values.priority,
    positions: Number(values.positions),
    budget: values.budget.trim() ? Number(values.budget) : null,
    deadline: values.deadline || null,
    needs_recruiter: values.needsRecruiter,
  };
}
