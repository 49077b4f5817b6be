// The hiring plan form's fields, each labelled, with its error beside it. Chakra's Field ties the
// error to its input (aria-invalid, aria-describedby); react-hook-form holds the values.
import { Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { hiringPriorities } from '@sync/collections/workspace-records/rows';
import { priorityLabels } from '../utils/hiring-labels';
import type { PlanFormValues } from '../utils/plan-form';

interface Props {
  form: UseFormReturn<PlanFormValues>;
}

export function PlanFormFields({ form }: Props) {
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <Stack gap="4">
      <Field.Root required invalid={!!errors.title}>
        <Field.Label>
          Title <Field.RequiredIndicator />
        </Field.Label>
        <Input maxLength={200} {...register('title')} />
        <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.goal}>
        <Field.Label>Goal</Field.Label>
        <Textarea rows={3} {...register('goal')} />
        <Field.ErrorText>{errors.goal?.message}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={!!errors.department}>
          <Field.Label>Department</Field.Label>
          <Input {...register('department')} />
          <Field.ErrorText>{errors.department?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Priority</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('priority')}>
              {hiringPriorities.map((p) => (
                <option key={p} value={p}>
                  {priorityLabels[p]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={!!errors.positions}>
          <Field.Label>
            Positions <Field.RequiredIndicator />
          </Field.Label>
          <Input type="number" inputMode="numeric" min={1} max={1000} step={1} {...register('positions')} />
          <Field.ErrorText>{errors.positions?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.budget}>
          <Field.Label>Budget (USD)</Field.Label>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('budget')} />
          <Field.ErrorText>{errors.budget?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.deadline}>
          <Field.Label>Deadline</Field.Label>
          <Input type="date" {...register('deadline')} />
          <Field.ErrorText>{errors.deadline?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Controller
        control={control}
        name="needsRecruiter"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>Needs a recruiter</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </Stack>
  );
}
