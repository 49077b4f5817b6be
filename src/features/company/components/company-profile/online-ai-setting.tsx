// Company Profile's Online AI switch: whether the hiring team may send a candidate's summary
// facts to the Online AI this Evee is configured with. Shown only where one is configured, to
// those who may change it; read and saved online.
import { Card, Stack, Text } from '@chakra-ui/react';
import { LabelledSwitch } from '@/components/ui/labelled-switch';
import { useEffect, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { useOnline } from '@/hooks/use-online';
import { readOnlineAiSummaries, saveOnlineAiSummaries } from '../../data/online-ai-summaries';

export function OnlineAiSetting({ companyId }: { companyId: string }) {
  const online = useOnline();
  const [on, setOn] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!env.eveeAi || !online) return;
    let live = true;
    readOnlineAiSummaries(companyId).then(
      (value) => live && setOn(value),
      (err: unknown) => live && setProblem(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [companyId, online]);

  if (!env.eveeAi) return null;
  const change = async (next: boolean) => {
    setSaving(true);
    setProblem(null);
    const { error } = await saveOnlineAiSummaries(companyId, next);
    setSaving(false);
    if (error) setProblem(error);
    else {
      setOn(next);
      notify('success', { title: next ? 'Online AI summaries are on' : 'Online AI summaries are off' });
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="3">
          <LabelledSwitch
            label="Online AI summaries"
            description="Your hiring team may ask the Online AI to summarise a candidate. Their profile, application and match reasons are sent to it; contact details and messages are not."
            checked={on === true}
            disabled={on === null || saving || !online}
            onChange={(next) => void change(next)}
          />
          {!online && (
            <Text fontSize="sm" color="fg.muted">
              This setting can be changed when you are back online.
            </Text>
          )}
          {problem && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
