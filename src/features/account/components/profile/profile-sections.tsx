// The parts of My Profile's form, each a titled card: who you are, your work, your history,
// your links, what you look for, and what others may see.
import { Grid, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { LabelledSwitch } from '@/components/ui/labelled-switch';
import { employmentTypeOptions } from '@/utils/job-labels';
import { MAX_SKILLS, RATE_PERIODS, type ProfileErrors, type ProfileValues } from '../../utils/profile-form';
import { SectionCard } from '../section-card';
import { SkillsInput } from '@/components/skills-input';

export interface SectionProps {
  values: ProfileValues;
  errors: ProfileErrors;
  set: <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => void;
  email: string | null;
}

const text = (props: SectionProps, key: keyof ProfileValues, label: string, extra: Record<string, unknown> = {}) => (
  <FormField label={label} error={props.errors[key]} helper={extra.helper as string | undefined}>
    <Input
      value={props.values[key] as string}
      onChange={(e) => props.set(key, e.target.value as never)}
      {...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'helper'))}
    />
  </FormField>
);

export function IdentitySection(props: SectionProps) {
  return (
    <SectionCard title="About you" description="Your name, as people see it across Evee.">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        {text(props, 'first_name', 'First name', { autoComplete: 'given-name' })}
        {text(props, 'last_name', 'Last name', { autoComplete: 'family-name' })}
      </Grid>
      {text(props, 'display_name', 'Display name', { helper: 'Shown in chats, applications and your public profile.' })}
    </SectionCard>
  );
}

export function WorkSection(props: SectionProps) {
  const { values, errors, set } = props;
  return (
    <SectionCard title="Professional" description="What you do, where, and what you are good at.">
      {text(props, 'headline', 'Headline', { placeholder: 'Senior Frontend Engineer' })}
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="5">
        {text(props, 'location', 'Location', { placeholder: 'City, country', autoComplete: 'address-level2' })}
        {text(props, 'experience_years', 'Experience (years)', { inputMode: 'numeric' })}
      </Grid>
      <SkillsInput
        id="profile-skills"
        label="Skills"
        listLabel="Your skills"
        skills={values.skills}
        onChange={(skills) => set('skills', skills)}
        max={MAX_SKILLS}
        error={errors.skills}
      />
    </SectionCard>
  );
}

function Select({
  value,
  onChange,
  children,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'INR', 'PLN', 'SEK'];

export function PreferencesSection(props: SectionProps) {
  const { values, errors, set } = props;
  return (
    <SectionCard title="What you are looking for">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="5" alignItems="start">
        {text(props, 'expected_rate', 'Expected rate', { inputMode: 'decimal', placeholder: '85000' })}
        <FormField label="Currency" error={errors.expected_rate_currency}>
          <Select value={values.expected_rate_currency} onChange={(v) => set('expected_rate_currency', v)}>
            {[...new Set([values.expected_rate_currency, ...CURRENCIES])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Per">
          <Select value={values.expected_rate_period} onChange={(v) => set('expected_rate_period', v as never)}>
            {RATE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {p === 'hour' ? 'Hour' : p === 'month' ? 'Month' : 'Year'}
              </option>
            ))}
          </Select>
        </FormField>
      </Grid>
      <FormField label="Employment type" error={errors.employment_type}>
        <Select value={values.employment_type} onChange={(v) => set('employment_type', v)}>
          <option value="">Any</option>
          {employmentTypeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormField>
    </SectionCard>
  );
}

export function VisibilitySection(props: SectionProps) {
  const { values, set, email } = props;
  return (
    <SectionCard title="Contact and visibility" description="Signed-in people can see your public profile.">
      {text(props, 'phone', 'Phone', { type: 'tel', autoComplete: 'tel', placeholder: '+1 555 010 0199' })}
      <Stack gap="4">
        <LabelledSwitch
          label="Open to recruiters"
          description="Recruiters may contact you about roles that fit."
          checked={values.open_to_recruiters}
          onChange={(v) => set('open_to_recruiters', v)}
        />
        <LabelledSwitch
          label="Show my e-mail on my profile"
          description={
            email ? `${email} appears on your public profile.` : 'Your e-mail appears on your public profile.'
          }
          checked={values.show_email}
          onChange={(v) => set('show_email', v)}
        />
        <HStack align="start">
          <LabelledSwitch
            label="Show my phone on my profile"
            description="Your phone number appears on your public profile."
            checked={values.show_phone}
            onChange={(v) => set('show_phone', v)}
          />
        </HStack>
      </Stack>
    </SectionCard>
  );
}
