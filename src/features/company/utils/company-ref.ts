// The selected company as the screens receive it from the shell (the access state's shape).
export interface CompanyRef {
  company_id: string;
  company_name: string;
  company_identifier: string;
  company_logo_url?: string | null;
  user_role: string | null;
}
