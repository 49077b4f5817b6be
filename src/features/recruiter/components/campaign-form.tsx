// A new campaign: a name, the first e-mail and up to 3 follow-ups (a template and a delay in
// days each), recipients picked from candidates with an e-mail, and a preview of each step
// filled in for the first recipient. Kept as a draft on the device; started from the list.
import { Button, Checkbox, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { CampaignStep, RecruiterCandidateRow } from '@sync/collections/workspace-records/rows';
import { fillTemplate, type OutreachTemplate } from '@sync/recruiter/campaigns';
import { AppIcon } from '@/components/app-icon';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/form-error';

interface Props {
  templates: OutreachTemplate[];
  candidates: RecruiterCandidateRow[];
  recruiterName: string;
  onSave: (input: { name: string; steps: CampaignStep[] }, recipients: RecruiterCandidateRow[]) => Promise<void>;
  onCancel: () => void;
}

// The first e-mail starts from the introduction, follow-ups from the follow-up, when they exist.
const preferred = (templates: OutreachTemplate[], suffix: string) =>
  (templates.find((t) => t.id.endsWith(suffix)) ?? templates[0])?.id ?? '';

export function CampaignForm({ templates, candidates, recruiterName, onSave, onCancel }: Props) {
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<CampaignStep[]>([{ template_id: preferred(templates, '_intro'), delay_days: 0 }]);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const reachable = candidates.filter((c) => c.email);
  const first = reachable.find((c) => picked.has(c.id)) ?? null;
  const variables = {
    first_name: first?.full_name.split(' ')[0] ?? 'Grace',
    full_name: first?.full_name ?? 'Grace Liu',
    recruiter_name: recruiterName,
    job_title: 'the role',
    company_name: 'the company',
  };
  const setStep = (i: number, patch: Partial<CampaignStep>) =>
    setSteps((all) => all.map((s, k) => (k === i ? { ...s, ...patch } : s)));

  const save = async () => {
    setError(null);
    try {
      await onSave(
        { name, steps },
        reachable.filter((c) => picked.has(c.id)),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel" aria-label="New campaign" role="form">
      <FormError message={error} />
      <FormField label="Campaign name" required>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} />
      </FormField>
      {steps.map((step, i) => {
        const template = templates.find((t) => t.id === step.template_id);
        return (
          <Stack key={i} gap="2" borderTopWidth="1px" pt="3">
            <HStack justify="space-between">
              <Text fontWeight="medium">{i === 0 ? 'First e-mail' : `Follow-up ${i}`}</Text>
              {i > 0 && (
                <Button size="xs" variant="ghost" onClick={() => setSteps((all) => all.filter((_, k) => k !== i))}>
                  <AppIcon icon={XIcon} boxSize="3.5" />
                  Remove follow-up {i}
                </Button>
              )}
            </HStack>
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-label={`Template of step ${i + 1}`}
                  value={step.template_id}
                  onChange={(e) => setStep(i, { template_id: e.currentTarget.value })}
                >
                  {templates.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {i > 0 && (
                <Input
                  aria-label={`Days before follow-up ${i}`}
                  inputMode="numeric"
                  value={String(step.delay_days)}
                  onChange={(e) => setStep(i, { delay_days: Number(e.currentTarget.value.replace(/\D/g, '') || 0) })}
                />
              )}
            </Grid>
            {template && (
              <Stack
                gap="1"
                fontSize="sm"
                bg="bg.subtle"
                p="3"
                borderRadius="l2"
                aria-label={`Preview of step ${i + 1}`}
              >
                <Text fontWeight="medium">{fillTemplate(template.subject, variables)}</Text>
                <Text whiteSpace="pre-wrap" color="fg.muted">
                  {fillTemplate(template.body, variables)}
                </Text>
              </Stack>
            )}
          </Stack>
        );
      })}
      {steps.length < 4 && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() =>
            setSteps((all) => [...all, { template_id: templates[1]?.id ?? templates[0]?.id ?? '', delay_days: 3 }])
          }
        >
          <AppIcon icon={PlusIcon} boxSize="4" />
          Add a follow-up
        </Button>
      )}
      <Stack gap="2" borderTopWidth="1px" pt="3">
        <Text fontWeight="medium">Recipients</Text>
        {reachable.length === 0 && <Text color="fg.muted">Candidates with an e-mail address show here.</Text>}
        {reachable.map((c) => (
          <Checkbox.Root
            key={c.id}
            checked={picked.has(c.id)}
            onCheckedChange={(e) =>
              setPicked((all) => {
                const next = new Set(all);
                if (e.checked === true) next.add(c.id);
                else next.delete(c.id);
                return next;
              })
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {c.full_name} · {c.email}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <HStack gap="2">
        <Button colorPalette="brand" onClick={() => void save()}>
          Save campaign
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
