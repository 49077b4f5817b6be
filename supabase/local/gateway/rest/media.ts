/**
 * Content negotiation on Accept, as PostgREST does it (MediaType.hs, Plan.hs): JSON arrays,
 * single objects, CSV, and the execution plan of the request (`application/vnd.pgrst.plan`,
 * only with db-plan-enabled). The first acceptable entry wins; none is 406 PGRST107.
 */
import { restError } from '../errors';

export type PlanFormat = 'text' | 'json';

export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;
export type PlanOption = (typeof PLAN_OPTIONS)[number];

export interface PlanRequest {
  format: PlanFormat;
  options: PlanOption[];
  /** The media type the plan is for, echoed in the response's Content-Type. */
  for: string;
}

export interface Negotiated {
  singular: boolean;
  stripNulls: boolean;
  csv: boolean;
  /** Set when the plan is asked for instead of the result. */
  plan: PlanRequest | null;
}

const ARRAY_TYPES = [
  'application/json',
  '*/*',
  'application/*',
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.array',
];
const OBJECT_TYPES = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object'];

/** The result media alone (no plan), or null when it is none PostgREST produces. */
function resultMedia(type: string, params: string[]): Omit<Negotiated, 'plan'> | null {
  const stripNulls = params.includes('nulls=stripped');
  if (ARRAY_TYPES.includes(type)) return { singular: false, stripNulls, csv: false };
  if (OBJECT_TYPES.includes(type)) return { singular: true, stripNulls, csv: false };
  if (type === 'text/csv') return { singular: false, stripNulls: false, csv: true };
  return null;
}

function param(params: string[], name: string): string | undefined {
  const found = params.find((p) => p.startsWith(`${name}=`));
  return found?.slice(name.length + 1).replace(/^"(.*)"$/, '$1');
}

/** `application/vnd.pgrst.plan[+text|+json]; for="…"; options=a|b`, or null when not acceptable. */
function planMedia(type: string, params: string[]): Negotiated | null {
  const m = /^application\/vnd\.pgrst\.plan(?:\+(text|json))?$/.exec(type);
  if (!m) return null;
  const target = param(params, 'for') ?? 'application/json';
  const result = resultMedia(target, []);
  const options = (param(params, 'options') ?? '').split('|').filter(Boolean);
  if (!result || !options.every((o) => (PLAN_OPTIONS as readonly string[]).includes(o))) return null;
  return {
    ...result,
    plan: { format: (m[1] as PlanFormat | undefined) ?? 'text', options: options as PlanOption[], for: target },
  };
}

export function negotiate(accept: string | null, planEnabled: boolean): Negotiated {
  if (!accept || accept.trim() === '') return { singular: false, stripNulls: false, csv: false, plan: null };
  for (const entry of accept.split(',')) {
    const [type = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const result = resultMedia(type, params);
    if (result) return { ...result, plan: null };
    const plan = planEnabled ? planMedia(type, params.filter(Boolean)) : null;
    if (plan) return plan;
  }
  throw restError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** The Content-Type of a body: PostgREST's names, with the plan's target and options echoed. */
export function contentType(n: Negotiated): string {
  if (n.plan) {
    const options = n.plan.options.length ? `; options=${n.plan.options.join('|')}` : '';
    return `application/vnd.pgrst.plan+${n.plan.format}; for="${n.plan.for}"${options}; charset=utf-8`;
  }
  if (n.csv) return 'text/csv; charset=utf-8';
  return n.singular ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
}
