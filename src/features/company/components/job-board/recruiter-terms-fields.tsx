// The job form's recruiter terms: whether recruiters may submit candidates, and for what fee
// (a percentage of first-year salary or a fixed amount) and guarantee period.
import { Checkbox, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import type { JobFormErrors, JobFormValues } from '../../utils/job-form';

interface Props {
  values: JobFormValues;
  errors: JobFormErrors;
  onChange: (patch: Partial<JobFormValues>) => void;
}

export function RecruiterTermsFields({ values, errors, onChange }: Props) {
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      <Checkbox.Root
        checked={values.open_to_recruiters}
        onCheckedChange={(e) => onChange({ open_to_recruiters: e.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Open to recruiters</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted">
        Recruiters on Evee may submit candidates, who agree first; you pay the fee only for a hire who stays past the
        guarantee period.
      </Text>
      {values.open_to_recruiters && (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
          <FormField label="Fee">
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.recruiter_fee_type}
                onChange={(e) =>
                  onChange({ recruiter_fee_type: e.currentTarget.value as JobFormValues['recruiter_fee_type'] })
                }
              >
                <option value="percentage">Percentage of first-year salary</option>
                <option value="fixed">Fixed amount</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {values.recruiter_fee_type === 'percentage' ? (
            <FormField label="Fee percentage" error={errors.recruiter_fee_percent}>
              <Input
                inputMode="decimal"
                value={values.recruiter_fee_percent}
                onChange={(e) => onChange({ recruiter_fee_percent: e.currentTarget.value })}
              />
            </FormField>
          ) : (
            <FormField label={`Fee amount (${values.salary_currency || 'USD'})`} error={errors.recruiter_fee_amount}>
              <Input
                inputMode="decimal"
                value={values.recruiter_fee_amount}
                onChange={(e) => onChange({ recruiter_fee_amount: e.currentTarget.value })}
              />
            </FormField>
          )}
          <FormField label="Guarantee period (days)" error={errors.recruiter_guarantee_days}>
            <Input
              inputMode="numeric"
              value={values.recruiter_guarantee_days}
              onChange={(e) => onChange({ recruiter_guarantee_days: e.currentTarget.value })}
            />
          </FormField>
        </Grid>
      )}
    </Stack>
  );
}
