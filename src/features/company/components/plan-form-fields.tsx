// The hiring plan form's fields, each labelled, with its error beside it.
import { Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { hiringPriorities, type HiringPriority } from '@sync/collections/workspace-records/rows';
import { priorityLabels } from '../utils/hiring-labels';
import type { PlanFormErrors, PlanFormValues } from '../utils/plan-form';

interface Props {
  values: PlanFormValues;
  errors: PlanFormErrors;
  onChange: (values: PlanFormValues) => void;
}

export function PlanFormFields({ values, errors, onChange }: Props) {
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <Stack gap="4">
      <Field.Root required invalid={!!errors.title}>
        <Field.Label>
          Title <Field.RequiredIndicator />
        </Field.Label>
        <Input value={values.title} maxLength={200} onChange={(e) => set('title', e.currentTarget.value)} />
        <Field.ErrorText>{errors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.goal}>
        <Field.Label>Goal</Field.Label>
        <Textarea value={values.goal} rows={3} onChange={(e) => set('goal', e.currentTarget.value)} />
        <Field.ErrorText>{errors.goal}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={!!errors.department}>
          <Field.Label>Department</Field.Label>
          <Input value={values.department} onChange={(e) => set('department', e.currentTarget.value)} />
          <Field.ErrorText>{errors.department}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Priority</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.priority}
              onChange={(e) => set('priority', e.currentTarget.value as HiringPriority)}
            >
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
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            step={1}
            value={values.positions}
            onChange={(e) => set('positions', e.currentTarget.value)}
          />
          <Field.ErrorText>{errors.positions}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.budget}>
          <Field.Label>Budget (USD)</Field.Label>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.budget}
            onChange={(e) => set('budget', e.currentTarget.value)}
          />
          <Field.ErrorText>{errors.budget}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.deadline}>
          <Field.Label>Deadline</Field.Label>
          <Input type="date" value={values.deadline} onChange={(e) => set('deadline', e.currentTarget.value)} />
          <Field.ErrorText>{errors.deadline}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Checkbox.Root checked={values.needsRecruiter} onCheckedChange={(e) => set('needsRecruiter', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Needs a recruiter</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
