/**
 * E-mail Templates, online: the notification templates, the merge fields they may use (with a
 * sample each), saving (the database checks the fields and answers a refusal in words),
 * archiving, and 'Send test'. `renderPreview` fills a draft with the samples as the queue would.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

export type TemplateType = 'company_invitation' | 'application' | 'interview' | 'grading' | 'chat';
export type TemplateChannel = 'email' | 'in_app';

export interface TemplateRow {
  id: string;
  name: string;
  type: TemplateType;
  channel: TemplateChannel;
  subject: string;
  body: string;
  archived_at: string | null;
  updated_at: string;
}

export interface MergeField {
  name: string;
  description: string;
  sample: string;
}

export type TemplateDraft = Pick<TemplateRow, 'id' | 'name' | 'type' | 'channel' | 'subject' | 'body'>;

const FIELD = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const ID = /^[a-z0-9]+(_[a-z0-9]+)*$/;

export async function readTemplates(
  client: SupabaseClient<Database>,
): Promise<{ templates: TemplateRow[]; fields: MergeField[] }> {
  const [templates, fields] = await Promise.all([
    client
      .from('notification_templates')
      .select('id, name, type, channel, subject, body, archived_at, updated_at')
      .order('name'),
    client.from('template_merge_fields').select('name, description, sample').order('name'),
  ]);
  if (templates.error) throw new Error(templates.error.message);
  if (fields.error) throw new Error(fields.error.message);
  return { templates: templates.data as TemplateRow[], fields: fields.data as MergeField[] };
}

/** What the form can tell before the server does; the server checks again, whoever saves. */
export function checkDraft(draft: TemplateDraft, fields: readonly MergeField[]): string | null {
  if (!ID.test(draft.id) || draft.id.length > 80)
    return 'The id is lower-case words joined by underscores, like offer_sent_email';
  if (!draft.name.trim()) return 'Give the template a name';
  if (!draft.subject.trim()) return 'Write a subject';
  if (!draft.body.trim()) return 'Write the message';
  const known = new Set(fields.map((f) => f.name));
  const unknown = [...new Set([...`${draft.subject}\n${draft.body}`.matchAll(FIELD)].map((m) => m[1]!))]
    .filter((name) => !known.has(name))
    .sort();
  if (unknown.length)
    return `Unknown merge field ${unknown.map((n) => `{{${n}}}`).join(', ')}: use one of the listed fields`;
  return null;
}

export function renderPreview(text: string, fields: readonly MergeField[]): string {
  const samples = new Map(fields.map((f) => [f.name, f.sample]));
  return text.replace(FIELD, (whole, name: string) => samples.get(name) ?? whole);
}

export async function saveTemplate(
  client: SupabaseClient<Database>,
  draft: TemplateDraft,
  isNew: boolean,
): Promise<void> {
  const { id, ...rest } = draft;
  const { error } = isNew
    ? await client.from('notification_templates').insert(draft)
    : await client.from('notification_templates').update(rest).eq('id', id);
  if (error) {
    if (error.code === '23505') throw new Error(`A template with the id ${id} already exists`);
    throw new Error(error.message);
  }
}

export async function setTemplateArchived(
  client: SupabaseClient<Database>,
  id: string,
  archived: boolean,
): Promise<void> {
  const { error } = await client
    .from('notification_templates')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw new Error(error.message);
}

export async function sendTemplateTest(client: SupabaseClient<Database>, id: string): Promise<void> {
  const { error } = await client.rpc('send_template_test', { template_id: id });
  if (error) throw new Error(error.message);
}
