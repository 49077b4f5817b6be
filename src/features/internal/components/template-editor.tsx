// One template being edited (or a new one): its fields, the merge fields it may use (a click
// puts one in the message where the cursor is), a live preview filled with their samples, and
// Save, Duplicate, Archive or Restore, and Send test. What is typed is the screen's draft, kept
// per template, so a refusal, going offline or opening another template loses nothing.
import { Badge, Box, Button, Card, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  checkDraft,
  renderPreview,
  type MergeField,
  type TemplateChannel,
  type TemplateDraft,
  type TemplateRow,
  type TemplateType,
} from '@sync/internal/templates';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/ui/form-field';

const typeLabels: Record<TemplateType, string> = {
  company_invitation: 'Company invitation',
  application: 'Application',
  interview: 'Interview',
  grading: 'Grading',
  chat: 'Chat',
};

const channelLabels: Record<TemplateChannel, string> = { email: 'E-mail', in_app: 'In the app' };

export interface EditorActions {
  save: (draft: TemplateDraft) => Promise<void>;
  duplicate: (draft: TemplateDraft) => void;
  archive: (archived: boolean) => Promise<void>;
  sendTest: () => Promise<void>;
}

interface Props {
  saved: TemplateRow | null;
  draft: TemplateDraft;
  onDraft: (draft: TemplateDraft) => void;
  fields: MergeField[];
  canEdit: boolean;
  offline: boolean;
  actions: EditorActions;
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: Record<T, string>;
  disabled: boolean;
  onChange: (v: T) => void;
}) {
  return (
    <FormField label={props.label}>
      <NativeSelect.Root size="sm" disabled={props.disabled}>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as T)}>
          {(Object.entries(props.options) as [T, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function TemplateEditor({ saved, draft, onDraft, fields, canEdit, offline, actions }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const set = (patch: Partial<TemplateDraft>) => onDraft({ ...draft, ...patch });
  const changed =
    !saved || (['name', 'type', 'channel', 'subject', 'body'] as const).some((k) => draft[k] !== saved[k]);
  const locked = !canEdit;

  const run = async (what: string, act: () => Promise<void>) => {
    setBusy(what);
    setRefusal(null);
    try {
      await act();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };
  const save = () => {
    const problem = checkDraft(draft, fields);
    if (problem) return setRefusal(problem);
    void run('save', () => actions.save(draft));
  };
  const insertField = (name: string) => {
    const el = body.current;
    const at = el?.selectionStart ?? draft.body.length;
    const end = el?.selectionEnd ?? at;
    set({ body: `${draft.body.slice(0, at)}{{${name}}}${draft.body.slice(end)}` });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + name.length + 4, at + name.length + 4);
    });
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Card.Title>{saved ? saved.name : 'New template'}</Card.Title>
          {saved?.archived_at && <Badge colorPalette="orange">Archived</Badge>}
        </HStack>
        {locked && (
          <Text fontSize="sm" color="fg.muted">
            Only internal admins edit templates.
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="4">
        <FormError message={refusal} />
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <FormField label="Id" helper={saved ? 'Fixed once saved.' : 'Lower-case words joined by underscores.'}>
            <Input
              size="sm"
              value={draft.id}
              disabled={!!saved || locked}
              onChange={(e) => set({ id: e.currentTarget.value })}
            />
          </FormField>
          <FormField label="Name">
            <Input
              size="sm"
              value={draft.name}
              disabled={locked}
              onChange={(e) => set({ name: e.currentTarget.value })}
            />
          </FormField>
          <Choice
            label="Type"
            value={draft.type}
            options={typeLabels}
            disabled={locked}
            onChange={(type) => set({ type })}
          />
          <Choice
            label="Channel"
            value={draft.channel}
            options={channelLabels}
            disabled={locked}
            onChange={(channel) => set({ channel })}
          />
        </Grid>
        <FormField label="Subject">
          <Input
            size="sm"
            value={draft.subject}
            disabled={locked}
            onChange={(e) => set({ subject: e.currentTarget.value })}
          />
        </FormField>
        <FormField label="Message">
          <Textarea
            ref={body}
            rows={8}
            value={draft.body}
            disabled={locked}
            onChange={(e) => set({ body: e.currentTarget.value })}
          />
        </FormField>
        <Stack gap="2" as="section" aria-label="Merge fields">
          <Text fontWeight="semibold" fontSize="sm">
            Merge fields
          </Text>
          <HStack gap="1.5" wrap="wrap">
            {fields.map((f) => (
              <Button
                key={f.name}
                size="xs"
                variant="outline"
                disabled={locked}
                title={`${f.description} (e.g. ${f.sample})`}
                aria-label={`Insert {{${f.name}}}: ${f.description}`}
                onClick={() => insertField(f.name)}
              >
                {`{{${f.name}}}`}
              </Button>
            ))}
          </HStack>
        </Stack>
        <Box as="section" aria-label="Preview" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Preview with sample values
          </Text>
          <Text fontWeight="semibold" mt="1">
            {renderPreview(draft.subject, fields) || 'No subject'}
          </Text>
          <Text whiteSpace="pre-wrap" mt="2" fontSize="sm">
            {renderPreview(draft.body, fields) || 'No message'}
          </Text>
        </Box>
        {canEdit && (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy === 'save'}
              disabled={offline || !changed}
              onClick={save}
            >
              {saved ? 'Save changes' : 'Create template'}
            </Button>
            {saved && (
              <>
                <Button size="sm" variant="outline" onClick={() => actions.duplicate(draft)}>
                  Duplicate
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === 'test'}
                  disabled={offline || !!saved.archived_at}
                  onClick={() => run('test', actions.sendTest)}
                >
                  Send test
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette={saved.archived_at ? undefined : 'red'}
                  loading={busy === 'archive'}
                  disabled={offline}
                  onClick={() => run('archive', () => actions.archive(!saved.archived_at))}
                >
                  {saved.archived_at ? 'Restore' : 'Archive'}
                </Button>
              </>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
