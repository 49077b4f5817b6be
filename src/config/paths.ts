// Every route path of the app, in one place (product-spec §2). Builders take the dynamic parts.
export const paths = {
  landing: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  /** Every open job of every company, for anyone (the search and filters in the query string). */
  jobs: '/jobs',
  publicCompany: (companyIdentifier: string) => `/company/${companyIdentifier}`,
  publicJob: (companyIdentifier: string, jobIdentifier: string) => `/company/${companyIdentifier}/${jobIdentifier}`,
  /** /auth from a job's Apply: it says which job, and returns to the job once signed in. */
  signInToApply: (jobPath: string, jobTitle: string) =>
    `/auth?${new URLSearchParams({ next: jobPath, job: jobTitle.slice(0, 120) })}`,
  companyProfilePage: (companyIdentifier: string) => `/company-profile/${companyIdentifier}`,
  userProfile: (userId: string) => `/user/${userId}`,
  eveeAi: '/evee-ai',
  calendar: '/calendar',
  notifications: '/notifications',
  applyRecruiter: '/apply/recruiter',
  legacyRecruiterApplication: '/recruiter-application',
  accountProfile: '/account/profile',
  accountSettings: '/account/settings',
  workspace: '/workspace',
  talent: {
    jobs: '/workspace/talent/jobs',
    applications: '/workspace/talent/applications',
    saved: '/workspace/talent/saved',
  },
  company: {
    hiringCenter: '/workspace/company/hiring-center',
    hiringActive: '/workspace/company/hiring-center/active',
    hiringPaused: '/workspace/company/hiring-center/paused',
    hiringPast: '/workspace/company/hiring-center/past',
    hiringPlan: (id: string) => `/workspace/company/hiring-center/plan/${id}`,
    candidates: '/workspace/company/candidates',
    candidatesWithStatus: (status: 'hired' | 'talent_reserved' | 'rejected') =>
      `/workspace/company/candidates?status=${status}`,
    candidateProfile: (candidateId: string) => `/workspace/company/candidates/${candidateId}/profile`,
    companyProfile: '/workspace/company/company-profile',
    teamManagement: '/workspace/company/team-management',
    jobBoard: '/workspace/company/job-board',
  },
  recruiter: {
    talentSearch: '/workspace/recruiter/talent-search',
    placements: '/workspace/recruiter/placements',
    candidates: '/workspace/recruiter/candidates',
    campaigns: '/workspace/recruiter/campaigns',
    calendar: '/workspace/recruiter/calendar',
  },
  internal: {
    dashboard: '/workspace/internal/dashboard',
    userManagement: '/workspace/internal/user-management',
    management: '/workspace/internal/management',
    emailTemplates: '/workspace/internal/email-templates',
    tickets: '/workspace/internal/tickets',
    recruiterApplicationTickets: '/workspace/internal/tickets?category=recruiter_application',
    team: '/workspace/internal/team',
    analytics: '/workspace/internal/analytics',
  },
} as const;
