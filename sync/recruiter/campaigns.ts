/**
 * A recruiter's outreach campaigns, offline-first for drafts: a campaign (name, optional job,
 * steps) and its recipients (from candidates with an e-mail) are checked, written on the
 * device and synced; stopping a campaign or one recipient likewise. Starting it needs the
 * server (it queues the e-mails) and is online only; the templates are read online too.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { combineLatest, map, type Observable } from 'rxjs';
import { nowTimestamp } from '../collections/fields';
import type {
  CampaignRecipientRow,
  CampaignStep,
  RecruiterCampaignRow,
  RecruiterCandidateRow,
} from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { getRow, watchRows, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';

export interface CampaignInput {
  name: string;
  jobId?: string | null;
  steps: CampaignStep[];
}

export interface CampaignOnDevice {
  campaign: RecruiterCampaignRow;
  recipients: CampaignRecipientRow[];
}

export function checkCampaign(input: CampaignInput): void {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 120)
    throw new WorkspaceInputError('name', 'Name the campaign (up to 120 characters)');
  if (input.steps.length < 1 || input.steps.length > 4)
    throw new WorkspaceInputError('steps', 'A campaign has a first message and up to 3 follow-ups');
  input.steps.forEach((step, i) => {
    if (!step.template_id) throw new WorkspaceInputError('steps', `Choose a template for step ${i + 1}`);
    if (
      !Number.isInteger(step.delay_days) ||
      step.delay_days < 0 ||
      step.delay_days > 60 ||
      (i === 0 && step.delay_days !== 0)
    )
      throw new WorkspaceInputError('steps', `Step ${i + 1} waits 0 to 60 days (the first sends at once)`);
  });
}

export function watchCampaigns(db: EveeDatabase, recruiterId: string): Observable<CampaignOnDevice[]> {
  return combineLatest([
    watchRows(db, 'recruiter_campaigns', { scope: recruiterId }),
    watchRows(db, 'campaign_recipients', { scope: recruiterId }),
  ]).pipe(
    map(([campaigns, recipients]) =>
      campaigns.map((campaign) => ({
        campaign,
        recipients: recipients.filter((r) => r.campaign_id === campaign.id),
      })),
    ),
  );
}

export async function createCampaign(
  db: EveeDatabase,
  recruiterId: string,
  input: CampaignInput,
  candidates: RecruiterCandidateRow[],
): Promise<RecruiterCampaignRow> {
  checkCampaign(input);
  if (candidates.length === 0) throw new WorkspaceInputError('recipients', 'Add at least one recipient');
  const missing = candidates.find((c) => !c.email);
  if (missing) throw new WorkspaceInputError('recipients', `${missing.full_name} has no e-mail address`);
  const at = nowTimestamp();
  const campaign: RecruiterCampaignRow = {
    id: crypto.randomUUID(),
    recruiter_id: recruiterId,
    name: input.name.trim(),
    job_id: input.jobId ?? null,
    steps: input.steps,
    status: 'draft',
    started_at: null,
    created_at: at,
    updated_at: at,
  };
  await writeRow(db, 'recruiter_campaigns', campaign);
  for (const c of candidates) {
    await writeRow(db, 'campaign_recipients', {
      id: crypto.randomUUID(),
      campaign_id: campaign.id,
      recruiter_id: recruiterId,
      candidate_id: c.id,
      talent_id: c.talent_id,
      email: c.email!,
      full_name: c.full_name,
      state: 'queued',
      current_step: 0,
      next_step_at: null,
      created_at: at,
      updated_at: at,
    });
  }
  return campaign;
}

export async function stopRecipient(db: EveeDatabase, recruiterId: string, recipientId: string): Promise<void> {
  const row = await getRow(db, 'campaign_recipients', recipientId);
  if (!row || row.recruiter_id !== recruiterId) throw new WorkspaceInputError('id', 'This recipient is not yours');
  if (row.state !== 'queued' && row.state !== 'sent') throw new WorkspaceInputError('state', 'This sequence has ended');
  await writeRow(db, 'campaign_recipients', { ...row, state: 'stopped', updated_at: nowTimestamp() });
}

export async function startCampaign(client: SupabaseClient<Database>, campaignId: string): Promise<void> {
  const { error } = await client.rpc('start_campaign', { campaign_id: campaignId });
  if (error) throw new Error(error.message);
}

export interface OutreachTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
}

export async function fetchOutreachTemplates(client: SupabaseClient<Database>): Promise<OutreachTemplate[]> {
  const { data, error } = await client.rpc('outreach_templates');
  if (error) throw new Error(error.message);
  return (data ?? []) as OutreachTemplate[];
}

/** A template's text with a recipient's merge fields filled, for the preview. */
export function fillTemplate(text: string, variables: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole);
}
