-- The company workspace's private helpers run only for the roles granted them explicitly.
-- The first migration's `alter default privileges in schema private revoke execute ... from
-- public` cannot take away the global default (a per-schema default only adds privileges),
-- so every function made in private was still executable by PUBLIC. The private schema is not
-- exposed through the API, so no client could call one as an RPC; this closes the gap for
-- the functions of this feature without relying on that. Trigger functions need no EXECUTE
-- privilege to fire.

revoke execute on function
  private.apply_replication_contract(regclass),
  private.hiring_planner_roles(),
  private.application_reviewer_roles(),
  private.team_manager_roles(),
  private.member_company_ids(),
  private.company_ids_with_role(public.company_member_role[]),
  private.guard_hiring_plan_write(),
  private.guard_job_write(),
  private.job_of(uuid),
  private.is_talent(),
  private.guard_job_application_write(),
  private.applied_job_ids(),
  private.guard_talent_profile_write(),
  private.applicant_user_ids(),
  private.application_company_contact(public.job_applications),
  private.team_member_for_change(uuid),
  private.require_another_owner(public.company_team_members)
from public;
