// How a job's recruiter fee reads: '18% of first-year salary' or '$9,000', with the guarantee.
import type { RecruiterJob } from '@sync/recruiter/submissions';
import { money } from '@/utils/money';

export function feeTerms(job: RecruiterJob): string {
  const fee =
    job.recruiter_fee_type === 'percentage'
      ? `${Number(job.recruiter_fee_percent)}% of first-year salary`
      : money(Number(job.recruiter_fee_amount), job.salary_currency);
  return `${fee} · ${job.recruiter_guarantee_days}-day guarantee`;
}
