// The hiring plan form's values and their checks (the same limits the server enforces, so a plan
// the form accepts is one the server takes). Field values are the strings the inputs hold.
import type { HiringPlanRow, HiringPriority } from '@sync/collections/workspace-records/rows';

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

export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Enter a title';
  else if (title.length > 200) errors.title = 'Keep the title to 200 characters';
  if (values.goal.trim().length > 2000) errors.goal = 'Keep the goal to 2,000 characters';
  if (values.department.trim().length > 120) errors.department = 'Keep the department to 120 characters';
  const positions = Number(values.positions);
  if (!/^\d+$/.test(values.positions.trim()) || positions < 1 || positions > 1000)
    errors.positions = 'Positions must be a whole number from 1 to 1000';
  if (values.budget.trim()) {
    const budget = Number(values.budget);
    if (!Number.isFinite(budget) || budget < 0) errors.budget = 'Budget must be 0 or more';
    else if (!/^\d+(\.\d{1,2})?$/.test(values.budget.trim())) errors.budget = 'Use at most two decimals';
  }
  if (values.deadline && !/^\d{4}-\d{2}-\d{2}$/.test(values.deadline)) errors.deadline = 'Pick a date';
  return errors;
}

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
