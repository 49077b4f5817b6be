/**
 * The database as supabase-js sees it, generated from the migrations by `npm run gen:types`
 * (scripts/gen-db-types.ts): do not edit by hand; rerun the script after adding a migration.
 * tests/integration/db-types-fresh.test.ts fails while this file is stale.
 *
 * Row types list only the columns anon or authenticated may select, Insert and Update only those they may
 * write (column privileges): a column left out is named in a comment in its place. So
 * user_profiles.email and talent_profiles.phone are not in their Row types — no client ever
 * receives them from the table (they come from profile_emails() and my_talent_phone()).
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          after: Json | null;
          before: Json | null;
          created_at: string;
          id: number;
          subject_user_id: string | null;
          target_id: string;
          target_type: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [];
      };
      calendar_events: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          attendee_ids: string[];
          company_id: string | null;
          created_at: string;
          ends_at: string;
          id: string;
          job_application_id: string | null;
          kind: 'interview' | 'call' | 'meeting' | 'reminder';
          location: string | null;
          notes: string | null;
          organizer_id: string;
          proposed_slots: Json;
          starts_at: string;
          status: 'proposed' | 'confirmed' | 'cancelled';
          time_zone: string;
          title: string;
          updated_at: string;
          video_url: string | null;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          attendee_ids?: string[];
          company_id?: string | null;
          created_at?: string;
          ends_at: string;
          id?: string;
          job_application_id?: string | null;
          kind?: 'interview' | 'call' | 'meeting' | 'reminder';
          location?: string | null;
          notes?: string | null;
          organizer_id: string;
          proposed_slots?: Json;
          starts_at: string;
          status?: 'proposed' | 'confirmed' | 'cancelled';
          time_zone?: string;
          title: string;
          updated_at?: string;
          video_url?: string | null;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          attendee_ids?: string[];
          company_id?: string | null;
          created_at?: string;
          ends_at?: string;
          id?: string;
          job_application_id?: string | null;
          kind?: 'interview' | 'call' | 'meeting' | 'reminder';
          location?: string | null;
          notes?: string | null;
          organizer_id?: string;
          proposed_slots?: Json;
          starts_at?: string;
          status?: 'proposed' | 'confirmed' | 'cancelled';
          time_zone?: string;
          title?: string;
          updated_at?: string;
          video_url?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'calendar_events_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'calendar_events_job_application_id_fkey';
            columns: ['job_application_id'];
            isOneToOne: false;
            referencedRelation: 'job_applications';
            referencedColumns: ['id'];
          },
        ];
      };
      campaign_recipients: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          campaign_id: string;
          candidate_id: string | null;
          created_at: string;
          current_step: number;
          email: string;
          full_name: string;
          id: string;
          last_queue_id: string | null;
          next_step_at: string | null;
          recruiter_id: string;
          state: 'queued' | 'sent' | 'replied' | 'stopped' | 'finished';
          talent_id: string | null;
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          campaign_id: string;
          candidate_id?: string | null;
          created_at?: string;
          current_step?: number;
          email: string;
          full_name: string;
          id?: string;
          last_queue_id?: string | null;
          next_step_at?: string | null;
          recruiter_id: string;
          state?: 'queued' | 'sent' | 'replied' | 'stopped' | 'finished';
          talent_id?: string | null;
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          campaign_id?: string;
          candidate_id?: string | null;
          created_at?: string;
          current_step?: number;
          email?: string;
          full_name?: string;
          id?: string;
          last_queue_id?: string | null;
          next_step_at?: string | null;
          recruiter_id?: string;
          state?: 'queued' | 'sent' | 'replied' | 'stopped' | 'finished';
          talent_id?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_recipients_campaign_id_fkey';
            columns: ['campaign_id'];
            isOneToOne: false;
            referencedRelation: 'recruiter_campaigns';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_recipients_candidate_id_fkey';
            columns: ['candidate_id'];
            isOneToOne: false;
            referencedRelation: 'recruiter_candidates';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_recipients_last_queue_id_fkey';
            columns: ['last_queue_id'];
            isOneToOne: false;
            referencedRelation: 'notification_queue';
            referencedColumns: ['id'];
          },
        ];
      };
      companies: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          created_by: string | null;
          description: string | null;
          id: string;
          identifier: string;
          industry: string | null;
          location: string | null;
          logo_url: string | null;
          name: string;
          online_ai_summaries: boolean;
          size: string | null;
          updated_at: string;
          website: string | null;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          identifier: string;
          industry?: string | null;
          location?: string | null;
          logo_url?: string | null;
          name: string;
          online_ai_summaries?: boolean;
          size?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          identifier?: string;
          industry?: string | null;
          location?: string | null;
          logo_url?: string | null;
          name?: string;
          online_ai_summaries?: boolean;
          size?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      company_invitations: {
        Row: {
          company_id: string;
          created_at: string;
          email: string;
          id: string;
          invited_by: string | null;
          // invited_user_id: select not granted to anon or authenticated (column privileges)
          member_role: Database['public']['Enums']['company_member_role'];
          responded_at: string | null;
          status: Database['public']['Enums']['invitation_status'];
        };
        Insert: {
          company_id: string;
          created_at?: string;
          email: string;
          id?: string;
          invited_by?: string | null;
          invited_user_id?: string | null;
          member_role?: Database['public']['Enums']['company_member_role'];
          responded_at?: string | null;
          status?: Database['public']['Enums']['invitation_status'];
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [
          {
            foreignKeyName: 'company_invitations_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      company_team_members: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          company_id: string;
          id: string;
          joined_at: string;
          member_role: Database['public']['Enums']['company_member_role'];
          user_id: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [
          {
            foreignKeyName: 'company_team_members_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      conversation_messages: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          attachments: Json;
          content: string;
          conversation_id: string;
          created_at: string;
          encrypted: boolean;
          id: string;
          message_type: 'text' | 'file' | 'image' | 'system' | 'call';
          reactions: Json;
          sender_avatar_url: string | null;
          sender_id: string | null;
          sender_name: string | null;
          sender_type: 'user' | 'system';
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          attachments?: Json;
          content: string;
          conversation_id: string;
          created_at?: string;
          encrypted?: boolean;
          id?: string;
          message_type?: 'text' | 'file' | 'image' | 'system' | 'call';
          reactions?: Json;
          sender_avatar_url?: string | null;
          sender_id?: string | null;
          sender_name?: string | null;
          sender_type?: 'user' | 'system';
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          attachments?: Json;
          content?: string;
          conversation_id?: string;
          created_at?: string;
          encrypted?: boolean;
          id?: string;
          message_type?: 'text' | 'file' | 'image' | 'system' | 'call';
          reactions?: Json;
          sender_avatar_url?: string | null;
          sender_id?: string | null;
          sender_name?: string | null;
          sender_type?: 'user' | 'system';
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'conversation_messages_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'conversations';
            referencedColumns: ['id'];
          },
        ];
      };
      conversation_participants: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          conversation_id: string;
          id: string;
          is_active: boolean;
          joined_at: string;
          last_read_at: string | null;
          participant_role: 'owner' | 'admin' | 'member';
          unread_count: number;
          user_id: string;
          user_type: Database['public']['Enums']['participant_user_type'];
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          conversation_id: string;
          id?: string;
          is_active?: boolean;
          joined_at?: string;
          last_read_at?: string | null;
          participant_role?: 'owner' | 'admin' | 'member';
          unread_count?: number;
          user_id: string;
          user_type?: Database['public']['Enums']['participant_user_type'];
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          conversation_id?: string;
          id?: string;
          is_active?: boolean;
          joined_at?: string;
          last_read_at?: string | null;
          participant_role?: 'owner' | 'admin' | 'member';
          unread_count?: number;
          user_id?: string;
          user_type?: Database['public']['Enums']['participant_user_type'];
        };
        Relationships: [
          {
            foreignKeyName: 'conversation_participants_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'conversations';
            referencedColumns: ['id'];
          },
        ];
      };
      conversation_typing_indicators: {
        Row: {
          conversation_id: string;
          expires_at: string;
          id: string;
          user_id: string;
          user_name: string | null;
        };
        Insert: {
          conversation_id: string;
          expires_at?: string;
          id?: string;
          user_id: string;
          user_name?: string | null;
        };
        Update: {
          conversation_id?: string;
          expires_at?: string;
          id?: string;
          user_id?: string;
          user_name?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'conversation_typing_indicators_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'conversations';
            referencedColumns: ['id'];
          },
        ];
      };
      conversations: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          access_level: 'public' | 'private' | 'company' | 'internal';
          avatar_url: string | null;
          company_id: string | null;
          conversation_category: 'hiring' | 'support' | 'general' | 'application';
          conversation_type: 'direct' | 'group' | 'channel';
          created_at: string;
          created_by: string | null;
          description: string | null;
          id: string;
          is_archived: boolean;
          job_application_id: string | null;
          job_id: string | null;
          last_message_at: string | null;
          message_count: number;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          access_level?: 'public' | 'private' | 'company' | 'internal';
          avatar_url?: string | null;
          company_id?: string | null;
          conversation_category?: 'hiring' | 'support' | 'general' | 'application';
          conversation_type?: 'direct' | 'group' | 'channel';
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          is_archived?: boolean;
          job_application_id?: string | null;
          job_id?: string | null;
          last_message_at?: string | null;
          message_count?: number;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          access_level?: 'public' | 'private' | 'company' | 'internal';
          avatar_url?: string | null;
          company_id?: string | null;
          conversation_category?: 'hiring' | 'support' | 'general' | 'application';
          conversation_type?: 'direct' | 'group' | 'channel';
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          is_archived?: boolean;
          job_application_id?: string | null;
          job_id?: string | null;
          last_message_at?: string | null;
          message_count?: number;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'conversations_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'conversations_job_application_fk';
            columns: ['job_application_id'];
            isOneToOne: false;
            referencedRelation: 'job_applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'conversations_job_fk';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      email_outbox: {
        Row: {
          body: string;
          created_at: string;
          id: string;
          queue_id: string | null;
          sent_at: string | null;
          subject: string;
          template_id: string | null;
          to_email: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [
          {
            foreignKeyName: 'email_outbox_queue_id_fkey';
            columns: ['queue_id'];
            isOneToOne: false;
            referencedRelation: 'notification_queue';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_template_id_fkey';
            columns: ['template_id'];
            isOneToOne: false;
            referencedRelation: 'notification_templates';
            referencedColumns: ['id'];
          },
        ];
      };
      hiring_plans: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          budget: number | null;
          budget_currency: string;
          company_id: string;
          created_at: string;
          created_by: string | null;
          deadline: string | null;
          department: string | null;
          goal: string | null;
          id: string;
          needs_recruiter: boolean;
          positions: number;
          priority: Database['public']['Enums']['hiring_priority'];
          status: Database['public']['Enums']['hiring_plan_status'];
          title: string;
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          budget?: number | null;
          budget_currency?: string;
          company_id: string;
          created_at?: string;
          created_by?: string | null;
          deadline?: string | null;
          department?: string | null;
          goal?: string | null;
          id?: string;
          needs_recruiter?: boolean;
          positions?: number;
          priority?: Database['public']['Enums']['hiring_priority'];
          status?: Database['public']['Enums']['hiring_plan_status'];
          title: string;
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          budget?: number | null;
          budget_currency?: string;
          company_id?: string;
          created_at?: string;
          created_by?: string | null;
          deadline?: string | null;
          department?: string | null;
          goal?: string | null;
          id?: string;
          needs_recruiter?: boolean;
          positions?: number;
          priority?: Database['public']['Enums']['hiring_priority'];
          status?: Database['public']['Enums']['hiring_plan_status'];
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'hiring_plans_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      internal_portal_users: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          id: string;
          member_role: Database['public']['Enums']['internal_member_role'];
          user_id: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [];
      };
      internal_staff_invitations: {
        Row: {
          accepted_at: string | null;
          cancelled_at: string | null;
          created_at: string;
          email: string;
          id: string;
          invited_by: string | null;
          member_role: Database['public']['Enums']['internal_member_role'];
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [];
      };
      interview_scorecards: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          application_id: string;
          author_id: string;
          company_id: string | null;
          created_at: string;
          event_id: string;
          id: string;
          notes: string;
          ratings: Json;
          recommendation: 'strong_no' | 'no' | 'yes' | 'strong_yes';
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          application_id: string;
          author_id: string;
          company_id?: string | null;
          created_at?: string;
          event_id: string;
          id?: string;
          notes?: string;
          ratings?: Json;
          recommendation: 'strong_no' | 'no' | 'yes' | 'strong_yes';
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          application_id?: string;
          author_id?: string;
          company_id?: string | null;
          created_at?: string;
          event_id?: string;
          id?: string;
          notes?: string;
          ratings?: Json;
          recommendation?: 'strong_no' | 'no' | 'yes' | 'strong_yes';
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'interview_scorecards_application_id_fkey';
            columns: ['application_id'];
            isOneToOne: false;
            referencedRelation: 'job_applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'interview_scorecards_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'interview_scorecards_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'calendar_events';
            referencedColumns: ['id'];
          },
        ];
      };
      job_alerts: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          active: boolean;
          created_at: string;
          employment_type: Database['public']['Enums']['employment_type'] | null;
          id: string;
          last_notified_at: string | null;
          location: string | null;
          min_salary: number | null;
          name: string;
          query: string;
          updated_at: string;
          user_id: string;
          workplace: Database['public']['Enums']['job_workplace'] | null;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          active?: boolean;
          created_at?: string;
          employment_type?: Database['public']['Enums']['employment_type'] | null;
          id?: string;
          last_notified_at?: string | null;
          location?: string | null;
          min_salary?: number | null;
          name: string;
          query?: string;
          updated_at?: string;
          user_id: string;
          workplace?: Database['public']['Enums']['job_workplace'] | null;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          active?: boolean;
          created_at?: string;
          employment_type?: Database['public']['Enums']['employment_type'] | null;
          id?: string;
          last_notified_at?: string | null;
          location?: string | null;
          min_salary?: number | null;
          name?: string;
          query?: string;
          updated_at?: string;
          user_id?: string;
          workplace?: Database['public']['Enums']['job_workplace'] | null;
        };
        Relationships: [];
      };
      job_applications: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          assessment: Json | null;
          company_id: string;
          cover_note: string | null;
          created_at: string;
          id: string;
          job_id: string;
          match_score: number | null;
          progress_ai_interview: 'completed' | 'analyzed' | null;
          progress_resume: 'submitted' | 'reviewed' | null;
          progress_screening: 'pending' | 'scheduled' | 'completed' | null;
          rejection_reason: string | null;
          resume_file: Json | null;
          resume_url: string | null;
          status: Database['public']['Enums']['application_status'];
          status_changed_at: string;
          submitted_by: string | null;
          updated_at: string;
          user_id: string;
          withdrawn_at: string | null;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          assessment?: Json | null;
          company_id: string;
          cover_note?: string | null;
          created_at?: string;
          id?: string;
          job_id: string;
          match_score?: number | null;
          progress_ai_interview?: 'completed' | 'analyzed' | null;
          progress_resume?: 'submitted' | 'reviewed' | null;
          progress_screening?: 'pending' | 'scheduled' | 'completed' | null;
          rejection_reason?: string | null;
          resume_file?: Json | null;
          resume_url?: string | null;
          status?: Database['public']['Enums']['application_status'];
          status_changed_at?: string;
          submitted_by?: string | null;
          updated_at?: string;
          user_id: string;
          withdrawn_at?: string | null;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          assessment?: Json | null;
          company_id?: string;
          cover_note?: string | null;
          created_at?: string;
          id?: string;
          job_id?: string;
          match_score?: number | null;
          progress_ai_interview?: 'completed' | 'analyzed' | null;
          progress_resume?: 'submitted' | 'reviewed' | null;
          progress_screening?: 'pending' | 'scheduled' | 'completed' | null;
          rejection_reason?: string | null;
          resume_file?: Json | null;
          resume_url?: string | null;
          status?: Database['public']['Enums']['application_status'];
          status_changed_at?: string;
          submitted_by?: string | null;
          updated_at?: string;
          user_id?: string;
          withdrawn_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'job_applications_company_fk';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'job_applications_job_of_company';
            columns: ['job_id', 'company_id'];
            isOneToOne: false;
            referencedRelation: 'jobs';
            referencedColumns: ['id', 'company_id'];
          },
        ];
      };
      job_search_documents: {
        Row: {
          company_id: string;
          employment_type: Database['public']['Enums']['employment_type'] | null;
          job_id: string;
          location: string | null;
          published_at: string | null;
          salary_max: number | null;
          salary_min: number | null;
          vector: string;
          workplace: Database['public']['Enums']['job_workplace'] | null;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [
          {
            foreignKeyName: 'job_search_documents_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: true;
            referencedRelation: 'jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      jobs: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          company_id: string;
          created_at: string;
          created_by: string | null;
          description: string;
          employment_type: Database['public']['Enums']['employment_type'];
          hiring_plan_id: string | null;
          id: string;
          location: string | null;
          min_experience_years: number | null;
          nice_to_have_skills: string[];
          open_to_recruiters: boolean;
          published_at: string | null;
          recruiter_fee_amount: number | null;
          recruiter_fee_percent: number | null;
          recruiter_fee_type: 'percentage' | 'fixed' | null;
          recruiter_guarantee_days: number;
          required_skills: string[];
          salary_currency: string;
          salary_max: number | null;
          salary_min: number | null;
          salary_period: 'year' | 'month' | 'hour';
          slug: string | null;
          status: Database['public']['Enums']['job_status'];
          title: string;
          updated_at: string;
          workplace: Database['public']['Enums']['job_workplace'];
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          company_id: string;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          employment_type?: Database['public']['Enums']['employment_type'];
          hiring_plan_id?: string | null;
          id?: string;
          location?: string | null;
          min_experience_years?: number | null;
          nice_to_have_skills?: string[];
          open_to_recruiters?: boolean;
          published_at?: string | null;
          recruiter_fee_amount?: number | null;
          recruiter_fee_percent?: number | null;
          recruiter_fee_type?: 'percentage' | 'fixed' | null;
          recruiter_guarantee_days?: number;
          required_skills?: string[];
          salary_currency?: string;
          salary_max?: number | null;
          salary_min?: number | null;
          salary_period?: 'year' | 'month' | 'hour';
          slug?: string | null;
          status?: Database['public']['Enums']['job_status'];
          title: string;
          updated_at?: string;
          workplace?: Database['public']['Enums']['job_workplace'];
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          company_id?: string;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          employment_type?: Database['public']['Enums']['employment_type'];
          hiring_plan_id?: string | null;
          id?: string;
          location?: string | null;
          min_experience_years?: number | null;
          nice_to_have_skills?: string[];
          open_to_recruiters?: boolean;
          published_at?: string | null;
          recruiter_fee_amount?: number | null;
          recruiter_fee_percent?: number | null;
          recruiter_fee_type?: 'percentage' | 'fixed' | null;
          recruiter_guarantee_days?: number;
          required_skills?: string[];
          salary_currency?: string;
          salary_max?: number | null;
          salary_min?: number | null;
          salary_period?: 'year' | 'month' | 'hour';
          slug?: string | null;
          status?: Database['public']['Enums']['job_status'];
          title?: string;
          updated_at?: string;
          workplace?: Database['public']['Enums']['job_workplace'];
        };
        Relationships: [
          {
            foreignKeyName: 'jobs_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'jobs_plan_of_same_company';
            columns: ['hiring_plan_id', 'company_id'];
            isOneToOne: false;
            referencedRelation: 'hiring_plans';
            referencedColumns: ['id', 'company_id'];
          },
        ];
      };
      notification_queue: {
        Row: {
          attempts: number;
          channel: Database['public']['Enums']['notification_channel'];
          company_id: string | null;
          created_at: string;
          created_by: string | null;
          error: string | null;
          id: string;
          notification_type: Database['public']['Enums']['notification_type'];
          priority: number;
          processed_at: string | null;
          recipient_email: string | null;
          recipient_user_id: string | null;
          scheduled_for: string;
          status: Database['public']['Enums']['queue_status'];
          template_id: string;
          template_variables: Json;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [
          {
            foreignKeyName: 'notification_queue_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notification_queue_template_id_fkey';
            columns: ['template_id'];
            isOneToOne: false;
            referencedRelation: 'notification_templates';
            referencedColumns: ['id'];
          },
        ];
      };
      notification_templates: {
        Row: {
          archived_at: string | null;
          body: string;
          channel: Database['public']['Enums']['notification_channel'];
          company_may_send: boolean;
          created_at: string;
          id: string;
          name: string;
          subject: string;
          type: Database['public']['Enums']['notification_type'];
          updated_at: string;
        };
        Insert: {
          archived_at?: string | null;
          body: string;
          channel?: Database['public']['Enums']['notification_channel'];
          company_may_send?: boolean;
          created_at?: string;
          id: string;
          name: string;
          subject: string;
          type: Database['public']['Enums']['notification_type'];
          updated_at?: string;
        };
        Update: {
          archived_at?: string | null;
          body?: string;
          channel?: Database['public']['Enums']['notification_channel'];
          company_may_send?: boolean;
          created_at?: string;
          id?: string;
          name?: string;
          subject?: string;
          type?: Database['public']['Enums']['notification_type'];
          updated_at?: string;
        };
        Relationships: [];
      };
      notifications: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          data: Json;
          id: string;
          message: string;
          read: boolean;
          title: string;
          type: Database['public']['Enums']['notification_type'];
          user_id: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          data?: Json;
          id?: string;
          message?: string;
          read?: boolean;
          title?: string;
          type?: Database['public']['Enums']['notification_type'];
          user_id?: string;
        };
        Relationships: [];
      };
      placements: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          application_id: string;
          company_id: string;
          created_at: string;
          currency: string;
          fee_amount: number | null;
          fee_percent: number | null;
          fee_type: 'percentage' | 'fixed';
          first_year_salary: number | null;
          guarantee_days: number;
          id: string;
          job_id: string;
          paid_at: string | null;
          recruiter_id: string;
          start_date: string | null;
          status: 'expected' | 'scheduled' | 'paid' | 'void';
          submission_id: string | null;
          talent_id: string;
          updated_at: string;
          void_reason: string | null;
          voided_by: string | null;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          application_id?: string;
          company_id?: string;
          created_at?: string;
          currency?: string;
          fee_amount?: number | null;
          fee_percent?: number | null;
          fee_type?: 'percentage' | 'fixed';
          first_year_salary?: number | null;
          guarantee_days?: number;
          id?: string;
          job_id?: string;
          paid_at?: string | null;
          recruiter_id?: string;
          start_date?: string | null;
          status?: 'expected' | 'scheduled' | 'paid' | 'void';
          submission_id?: string | null;
          talent_id?: string;
          updated_at?: string;
          void_reason?: string | null;
          voided_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'placements_application_id_fkey';
            columns: ['application_id'];
            isOneToOne: true;
            referencedRelation: 'job_applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'placements_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'placements_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'jobs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'placements_submission_id_fkey';
            columns: ['submission_id'];
            isOneToOne: false;
            referencedRelation: 'recruiter_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      recruiter_campaigns: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          id: string;
          job_id: string | null;
          name: string;
          recruiter_id: string;
          started_at: string | null;
          status: 'draft' | 'running' | 'stopped' | 'finished';
          steps: Json;
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          id?: string;
          job_id?: string | null;
          name: string;
          recruiter_id: string;
          started_at?: string | null;
          status?: 'draft' | 'running' | 'stopped' | 'finished';
          steps?: Json;
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          id?: string;
          job_id?: string | null;
          name?: string;
          recruiter_id?: string;
          started_at?: string | null;
          status?: 'draft' | 'running' | 'stopped' | 'finished';
          steps?: Json;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'recruiter_campaigns_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      recruiter_candidates: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          email: string | null;
          full_name: string;
          id: string;
          notes: string;
          recruiter_id: string;
          resume_url: string | null;
          tags: string[];
          talent_id: string | null;
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          email?: string | null;
          full_name: string;
          id?: string;
          notes?: string;
          recruiter_id: string;
          resume_url?: string | null;
          tags?: string[];
          talent_id?: string | null;
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          email?: string | null;
          full_name?: string;
          id?: string;
          notes?: string;
          recruiter_id?: string;
          resume_url?: string | null;
          tags?: string[];
          talent_id?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      recruiter_ownerships: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          company_id: string;
          created_at: string;
          expires_at: string;
          id: string;
          recruiter_id: string;
          starts_at: string;
          submission_id: string | null;
          talent_id: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [
          {
            foreignKeyName: 'recruiter_ownerships_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'recruiter_ownerships_submission_id_fkey';
            columns: ['submission_id'];
            isOneToOne: false;
            referencedRelation: 'recruiter_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      recruiter_submissions: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          application_id: string | null;
          candidate_id: string | null;
          company_id: string;
          created_at: string;
          decided_at: string | null;
          id: string;
          job_id: string;
          pitch: string;
          recruiter_id: string;
          status: 'pending_consent' | 'declined' | 'submitted' | 'withdrawn';
          talent_id: string;
          updated_at: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          application_id?: string | null;
          candidate_id?: string | null;
          company_id: string;
          created_at?: string;
          decided_at?: string | null;
          id?: string;
          job_id: string;
          pitch?: string;
          recruiter_id: string;
          status?: 'pending_consent' | 'declined' | 'submitted' | 'withdrawn';
          talent_id: string;
          updated_at?: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          application_id?: string | null;
          candidate_id?: string | null;
          company_id?: string;
          created_at?: string;
          decided_at?: string | null;
          id?: string;
          job_id?: string;
          pitch?: string;
          recruiter_id?: string;
          status?: 'pending_consent' | 'declined' | 'submitted' | 'withdrawn';
          talent_id?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'recruiter_submissions_application_id_fkey';
            columns: ['application_id'];
            isOneToOne: false;
            referencedRelation: 'job_applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'recruiter_submissions_candidate_id_fkey';
            columns: ['candidate_id'];
            isOneToOne: false;
            referencedRelation: 'recruiter_candidates';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'recruiter_submissions_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'recruiter_submissions_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      saved_jobs: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          company_name: string | null;
          created_at: string;
          id: string;
          job_id: string;
          job_open: boolean;
          job_title: string | null;
          user_id: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          company_name?: string | null;
          created_at?: string;
          id?: string;
          job_id: string;
          job_open?: boolean;
          job_title?: string | null;
          user_id: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          company_name?: string | null;
          created_at?: string;
          id?: string;
          job_id?: string;
          job_open?: boolean;
          job_title?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'saved_jobs_job_id_fkey';
            columns: ['job_id'];
            isOneToOne: false;
            referencedRelation: 'jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      support_ticket_comments: {
        Row: {
          author_id: string | null;
          body: string;
          created_at: string;
          id: string;
          internal: boolean;
          ticket_id: string;
        };
        Insert: {
          author_id?: string | null;
          body: string;
          created_at?: string;
          id?: string;
          internal?: boolean;
          ticket_id: string;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [
          {
            foreignKeyName: 'support_ticket_comments_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: false;
            referencedRelation: 'support_tickets';
            referencedColumns: ['id'];
          },
        ];
      };
      support_tickets: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          assignee_id: string | null;
          body: string;
          category: 'general' | 'account' | 'billing' | 'bug' | 'recruiter_application';
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          decision_reason: string | null;
          details: Json;
          id: string;
          status: 'open' | 'in_progress' | 'resolved' | 'closed' | 'approved' | 'rejected';
          subject: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          assignee_id?: string | null;
          body?: string;
          category?: 'general' | 'account' | 'billing' | 'bug' | 'recruiter_application';
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_reason?: string | null;
          details?: Json;
          id?: string;
          status?: 'open' | 'in_progress' | 'resolved' | 'closed' | 'approved' | 'rejected';
          subject: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          assignee_id?: string | null;
          body?: string;
          category?: 'general' | 'account' | 'billing' | 'bug' | 'recruiter_application';
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_reason?: string | null;
          details?: Json;
          id?: string;
          status?: 'open' | 'in_progress' | 'resolved' | 'closed' | 'approved' | 'rejected';
          subject?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      system_status: {
        Row: {
          id: boolean;
          maintenance: boolean;
          message: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [];
      };
      talent_profiles: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          education: Json;
          employment_type: Database['public']['Enums']['employment_type'] | null;
          expected_rate: number | null;
          expected_rate_currency: string;
          expected_rate_period: 'hour' | 'month' | 'year';
          experience_years: number | null;
          headline: string | null;
          id: string;
          links: Json;
          location: string | null;
          open_to_recruiters: boolean;
          // phone: select not granted to anon or authenticated (column privileges)
          resume: Json | null;
          show_email: boolean;
          show_phone: boolean;
          skills: string[];
          updated_at: string;
          user_id: string;
          visible_phone: string | null;
          work_experience: Json;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          education?: Json;
          employment_type?: Database['public']['Enums']['employment_type'] | null;
          expected_rate?: number | null;
          expected_rate_currency?: string;
          expected_rate_period?: 'hour' | 'month' | 'year';
          experience_years?: number | null;
          headline?: string | null;
          id?: string;
          links?: Json;
          location?: string | null;
          open_to_recruiters?: boolean;
          phone?: string | null;
          resume?: Json | null;
          show_email?: boolean;
          show_phone?: boolean;
          skills?: string[];
          updated_at?: string;
          user_id: string;
          visible_phone?: string | null;
          work_experience?: Json;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          created_at?: string;
          education?: Json;
          employment_type?: Database['public']['Enums']['employment_type'] | null;
          expected_rate?: number | null;
          expected_rate_currency?: string;
          expected_rate_period?: 'hour' | 'month' | 'year';
          experience_years?: number | null;
          headline?: string | null;
          id?: string;
          links?: Json;
          location?: string | null;
          open_to_recruiters?: boolean;
          phone?: string | null;
          resume?: Json | null;
          show_email?: boolean;
          show_phone?: boolean;
          skills?: string[];
          updated_at?: string;
          user_id?: string;
          visible_phone?: string | null;
          work_experience?: Json;
        };
        Relationships: [];
      };
      template_merge_fields: {
        Row: {
          description: string;
          name: string;
          sample: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [];
      };
      user_profiles: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          avatar_url: string | null;
          created_at: string;
          display_name: string | null;
          // email: select not granted to anon or authenticated (column privileges)
          first_name: string | null;
          id: string;
          last_name: string | null;
          status: Database['public']['Enums']['profile_status'];
          updated_at: string;
          user_id: string | null;
        };
        Insert: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          avatar_url?: string | null;
          created_at?: string;
          display_name?: string | null;
          email?: string | null;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          status?: Database['public']['Enums']['profile_status'];
          updated_at?: string;
          user_id?: string | null;
        };
        Update: {
          _deleted?: boolean;
          _modified?: string;
          _txid?: string;
          avatar_url?: string | null;
          created_at?: string;
          display_name?: string | null;
          email?: string | null;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          status?: Database['public']['Enums']['profile_status'];
          updated_at?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          context_id: string | null;
          context_type: 'company' | 'global' | null;
          created_at: string;
          id: string;
          permissions: Json;
          role_type: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Insert: {
          // insert not granted to anon or authenticated
          [_ in never]: never;
        };
        Update: {
          // update not granted to anon or authenticated
          [_ in never]: never;
        };
        Relationships: [];
      };
    };
    Views: {
      conversation_participants_detailed: {
        Row: {
          conversation_id: string | null;
          display_name: string | null;
          id: string | null;
          is_active: boolean | null;
          joined_at: string | null;
          last_read_at: string | null;
          participant_role: string | null;
          profile_avatar_url: string | null;
          unread_count: number | null;
          user_id: string | null;
          user_type: Database['public']['Enums']['participant_user_type'] | null;
        };

        Relationships: [];
      };
    };
    Functions: {
      accept_company_invitation: {
        Args: {
          invitation_id: string | null;
        };
        Returns: Json;
      };
      activate_pending_user_profile: {
        Args: {
          auth_user_id: string | null;
          user_email: string | null;
        };
        Returns: boolean;
      };
      advance_campaigns: {
        Args: never;
        Returns: Json;
      };
      can_manage_conversation: {
        Args: {
          conv: string | null;
        };
        Returns: boolean;
      };
      change_company_member_role: {
        Args: {
          member_id: string | null;
          new_role: Database['public']['Enums']['company_member_role'] | null;
        };
        Returns: undefined;
      };
      check_candidate_ownership: {
        Args: {
          talent_id: string | null;
          company_id: string | null;
        };
        Returns: Json;
      };
      complete_past_interviews: {
        Args: never;
        Returns: number;
      };
      confirm_interview_slot: {
        Args: {
          event_id: string | null;
          slot_index: number | null;
        };
        Returns: Json;
      };
      create_company: {
        Args: {
          name: string | null;
          identifier: string | null;
          logo_url?: string | null;
        };
        Returns: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          created_by: string | null;
          description: string | null;
          id: string;
          identifier: string;
          industry: string | null;
          location: string | null;
          logo_url: string | null;
          name: string;
          online_ai_summaries: boolean;
          size: string | null;
          updated_at: string;
          website: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'companies';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decide_recruiter_application: {
        Args: {
          ticket_id: string | null;
          approve: boolean | null;
          reason?: string | null;
        };
        Returns: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          assignee_id: string | null;
          body: string;
          category: 'general' | 'account' | 'billing' | 'bug' | 'recruiter_application';
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          decision_reason: string | null;
          details: Json;
          id: string;
          status: 'open' | 'in_progress' | 'resolved' | 'closed' | 'approved' | 'rejected';
          subject: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'support_tickets';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decline_company_invitation: {
        Args: {
          invitation_id: string | null;
        };
        Returns: Json;
      };
      delete_my_account: {
        Args: {
          confirm_email: string | null;
        };
        Returns: undefined;
      };
      get_conversation_messages_paginated: {
        Args: {
          conversation_id_param: string | null;
          cursor_id?: string | null;
          page_size?: number | null;
          direction?: string | null;
        };
        Returns: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          attachments: Json;
          content: string;
          conversation_id: string;
          created_at: string;
          encrypted: boolean;
          id: string;
          message_type: 'text' | 'file' | 'image' | 'system' | 'call';
          reactions: Json;
          sender_avatar_url: string | null;
          sender_id: string | null;
          sender_name: string | null;
          sender_type: 'user' | 'system';
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'conversation_messages';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      get_public_profile: {
        Args: {
          target: string | null;
        };
        Returns: Json;
      };
      get_user_companies_detailed: {
        Args: {
          user_uuid: string | null;
        };
        Returns: {
          company_id: string;
          company_name: string;
          company_logo_url: string;
          company_identifier: string;
          user_role: Database['public']['Enums']['company_member_role'];
        }[];
      };
      get_user_roles_simple: {
        Args: {
          target_user_id: string | null;
        };
        Returns: {
          role_type: Database['public']['Enums']['app_role'];
          context_type: string;
          context_id: string;
          permissions: Json;
        }[];
      };
      has_company_role: {
        Args: {
          company: string | null;
          roles: Database['public']['Enums']['company_member_role'][] | null;
        };
        Returns: boolean;
      };
      internal_analytics: {
        Args: {
          from_day: string | null;
          to_day: string | null;
        };
        Returns: Json;
      };
      internal_audit_log: {
        Args: {
          actor?: string | null;
          action_name?: string | null;
          target?: string | null;
          subject?: string | null;
          from_day?: string | null;
          to_day?: string | null;
          page_number?: number | null;
          page_size?: number | null;
        };
        Returns: {
          id: number;
          actor_id: string;
          actor_email: string;
          actor_name: string;
          action: string;
          target_type: string;
          target_id: string;
          target_label: string;
          subject_user_id: string;
          subject_name: string;
          before: Json;
          after: Json;
          people: Json;
          created_at: string;
          total: number;
        }[];
      };
      internal_cancel_staff_invitation: {
        Args: {
          invitation_id: string | null;
        };
        Returns: undefined;
      };
      internal_dashboard: {
        Args: never;
        Returns: Json;
      };
      internal_invite_staff: {
        Args: {
          email: string | null;
          member_role: Database['public']['Enums']['internal_member_role'] | null;
        };
        Returns: Json;
      };
      internal_search_users: {
        Args: {
          q?: string | null;
          page_number?: number | null;
          page_size?: number | null;
        };
        Returns: {
          user_id: string;
          email: string;
          display_name: string;
          avatar_url: string;
          created_at: string;
          last_sign_in_at: string;
          suspended: boolean;
          roles: string[];
          total: number;
        }[];
      };
      internal_set_role: {
        Args: {
          target: string | null;
          role: Database['public']['Enums']['app_role'] | null;
          granted: boolean | null;
          company_id?: string | null;
        };
        Returns: undefined;
      };
      internal_set_suspended: {
        Args: {
          target: string | null;
          suspended: boolean | null;
        };
        Returns: undefined;
      };
      internal_user_detail: {
        Args: {
          target: string | null;
        };
        Returns: Json;
      };
      is_company_member: {
        Args: {
          company: string | null;
        };
        Returns: boolean;
      };
      is_conversation_participant: {
        Args: {
          conv: string | null;
        };
        Returns: boolean;
      };
      is_internal_admin: {
        Args: never;
        Returns: boolean;
      };
      is_internal_user: {
        Args: never;
        Returns: boolean;
      };
      job_search_query: {
        Args: {
          q: string | null;
        };
        Returns: string;
      };
      job_search_vector: {
        Args: {
          title: string | null;
          location: string | null;
          workplace: Database['public']['Enums']['job_workplace'] | null;
          employment_type: Database['public']['Enums']['employment_type'] | null;
          description: string | null;
        };
        Returns: string;
      };
      mark_conversation_as_read: {
        Args: {
          conversation_id_param: string | null;
          user_id_param: string | null;
        };
        Returns: Json;
      };
      mark_notifications_read: {
        Args: {
          notification_ids: string[] | null;
        };
        Returns: number;
      };
      mark_resume_reviewed: {
        Args: {
          application_id: string | null;
        };
        Returns: undefined;
      };
      my_talent_phone: {
        Args: never;
        Returns: string;
      };
      open_application_conversation: {
        Args: {
          application_id: string | null;
        };
        Returns: string;
      };
      outreach_templates: {
        Args: never;
        Returns: {
          id: string;
          name: string;
          subject: string;
          body: string;
        }[];
      };
      process_notification_queue_batch: {
        Args: {
          batch_size?: number | null;
        };
        Returns: Json;
      };
      profile_emails: {
        Args: {
          user_ids: string[] | null;
        };
        Returns: {
          user_id: string;
          email: string;
        }[];
      };
      queue_notification: {
        Args: {
          notification_type: string | null;
          template_id: string | null;
          channel?: string | null;
          recipient_user_id?: string | null;
          recipient_email?: string | null;
          template_variables?: Json | null;
          company_id?: string | null;
          priority?: number | null;
          scheduled_for?: string | null;
        };
        Returns: string;
      };
      remove_company_member: {
        Args: {
          member_id: string | null;
        };
        Returns: undefined;
      };
      resend_company_invitation: {
        Args: {
          invitation_id: string | null;
        };
        Returns: Json;
      };
      respond_to_submission: {
        Args: {
          submission_id: string | null;
          accept: boolean | null;
        };
        Returns: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          application_id: string | null;
          candidate_id: string | null;
          company_id: string;
          created_at: string;
          decided_at: string | null;
          id: string;
          job_id: string;
          pitch: string;
          recruiter_id: string;
          status: 'pending_consent' | 'declined' | 'submitted' | 'withdrawn';
          talent_id: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'recruiter_submissions';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      revoke_company_invitation: {
        Args: {
          invitation_id: string | null;
        };
        Returns: Json;
      };
      search_jobs: {
        Args: {
          q?: string | null;
          location?: string | null;
          workplace?: Database['public']['Enums']['job_workplace'] | null;
          employment_type?: Database['public']['Enums']['employment_type'] | null;
          min_salary?: number | null;
          page_size?: number | null;
          page?: number | null;
        };
        Returns: Database['public']['CompositeTypes']['job_search_result'][];
      };
      search_talent: {
        Args: {
          q?: string | null;
          skills?: string[] | null;
          location?: string | null;
          min_experience?: number | null;
          max_experience?: number | null;
          employment_type?: Database['public']['Enums']['employment_type'] | null;
          page_size?: number | null;
          page?: number | null;
        };
        Returns: Database['public']['CompositeTypes']['talent_search_result'][];
      };
      send_calendar_reminders: {
        Args: never;
        Returns: number;
      };
      send_notification_immediately: {
        Args: {
          notification_type: string | null;
          template_id: string | null;
          channel?: string | null;
          recipient_user_id?: string | null;
          recipient_email?: string | null;
          template_variables?: Json | null;
          company_id?: string | null;
        };
        Returns: Json;
      };
      send_template_test: {
        Args: {
          template_id: string | null;
        };
        Returns: string;
      };
      set_system_maintenance: {
        Args: {
          active: boolean | null;
          message?: string | null;
        };
        Returns: {
          id: boolean;
          maintenance: boolean;
          message: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'system_status';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      settle_placements: {
        Args: never;
        Returns: number;
      };
      start_campaign: {
        Args: {
          campaign_id: string | null;
        };
        Returns: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          created_at: string;
          id: string;
          job_id: string | null;
          name: string;
          recruiter_id: string;
          started_at: string | null;
          status: 'draft' | 'running' | 'stopped' | 'finished';
          steps: Json;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'recruiter_campaigns';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      sync_horizon: {
        Args: never;
        Returns: string;
      };
      talent_search_vector: {
        Args: {
          headline: string | null;
          skills: string[] | null;
          location: string | null;
        };
        Returns: string;
      };
      void_placement: {
        Args: {
          placement_id: string | null;
          reason: string | null;
        };
        Returns: {
          _deleted: boolean;
          _modified: string;
          _txid: string;
          application_id: string;
          company_id: string;
          created_at: string;
          currency: string;
          fee_amount: number | null;
          fee_percent: number | null;
          fee_type: 'percentage' | 'fixed';
          first_year_salary: number | null;
          guarantee_days: number;
          id: string;
          job_id: string;
          paid_at: string | null;
          recruiter_id: string;
          start_date: string | null;
          status: 'expected' | 'scheduled' | 'paid' | 'void';
          submission_id: string | null;
          talent_id: string;
          updated_at: string;
          void_reason: string | null;
          voided_by: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'placements';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
    };
    Enums: {
      app_role:
        | 'internal_owner'
        | 'internal_super_admin'
        | 'internal_admin'
        | 'internal_member'
        | 'company_admin'
        | 'company_member'
        | 'recruiter'
        | 'talent';
      application_status: 'reviewing' | 'interviewed' | 'rejected' | 'hired' | 'talent_reserved';
      company_member_role:
        | 'company_owner'
        | 'company_super_admin'
        | 'company_admin'
        | 'company_member'
        | 'hr_manager'
        | 'recruiter'
        | 'manager';
      employment_type: 'full_time' | 'part_time' | 'contract' | 'internship' | 'temporary';
      hiring_plan_status: 'propose' | 'ongoing' | 'paused' | 'past';
      hiring_priority: 'high' | 'medium' | 'low';
      internal_member_role: 'owner' | 'super_admin' | 'admin' | 'member';
      invitation_status: 'pending' | 'accepted' | 'declined' | 'revoked';
      job_status: 'draft' | 'open' | 'paused' | 'closed';
      job_workplace: 'onsite' | 'hybrid' | 'remote';
      notification_channel: 'email' | 'in_app';
      notification_type: 'company_invitation' | 'application' | 'interview' | 'grading' | 'chat';
      participant_user_type: 'talent' | 'company' | 'recruiter' | 'internal';
      profile_status: 'pending' | 'active';
      queue_status: 'pending' | 'processed' | 'failed';
    };
    CompositeTypes: {
      job_search_result: {
        company_id: string | null;
        company_identifier: string | null;
        company_logo_url: string | null;
        company_name: string | null;
        description: string | null;
        employment_type: Database['public']['Enums']['employment_type'] | null;
        id: string | null;
        location: string | null;
        published_at: string | null;
        rank: number | null;
        salary_currency: string | null;
        salary_max: number | null;
        salary_min: number | null;
        salary_period: string | null;
        slug: string | null;
        snippet: string | null;
        title: string | null;
        total_count: number | null;
        workplace: Database['public']['Enums']['job_workplace'] | null;
      };
      talent_search_result: {
        avatar_url: string | null;
        display_name: string | null;
        employment_type: Database['public']['Enums']['employment_type'] | null;
        expected_rate: number | null;
        expected_rate_currency: string | null;
        expected_rate_period: string | null;
        experience_years: number | null;
        first_name: string | null;
        headline: string | null;
        last_name: string | null;
        location: string | null;
        rank: number | null;
        skills: string[] | null;
        total_count: number | null;
        user_id: string | null;
      };
    };
  };
};

type DefaultSchema = Database['public'];

/** A table's or view's row as a client selects it. */
export type Tables<T extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])> = (DefaultSchema['Tables'] &
  DefaultSchema['Views'])[T] extends { Row: infer R }
  ? R
  : never;

export type TablesInsert<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Insert'];

export type TablesUpdate<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Update'];

export type Enums<T extends keyof DefaultSchema['Enums']> = DefaultSchema['Enums'][T];

export type CompositeTypes<T extends keyof DefaultSchema['CompositeTypes']> = DefaultSchema['CompositeTypes'][T];

export const Constants = {
  public: {
    Enums: {
      app_role: [
        'internal_owner',
        'internal_super_admin',
        'internal_admin',
        'internal_member',
        'company_admin',
        'company_member',
        'recruiter',
        'talent',
      ],
      application_status: ['reviewing', 'interviewed', 'rejected', 'hired', 'talent_reserved'],
      company_member_role: [
        'company_owner',
        'company_super_admin',
        'company_admin',
        'company_member',
        'hr_manager',
        'recruiter',
        'manager',
      ],
      employment_type: ['full_time', 'part_time', 'contract', 'internship', 'temporary'],
      hiring_plan_status: ['propose', 'ongoing', 'paused', 'past'],
      hiring_priority: ['high', 'medium', 'low'],
      internal_member_role: ['owner', 'super_admin', 'admin', 'member'],
      invitation_status: ['pending', 'accepted', 'declined', 'revoked'],
      job_status: ['draft', 'open', 'paused', 'closed'],
      job_workplace: ['onsite', 'hybrid', 'remote'],
      notification_channel: ['email', 'in_app'],
      notification_type: ['company_invitation', 'application', 'interview', 'grading', 'chat'],
      participant_user_type: ['talent', 'company', 'recruiter', 'internal'],
      profile_status: ['pending', 'active'],
      queue_status: ['pending', 'processed', 'failed'],
    },
    /** The values each CHECK-listed text column allows, by table and column (not in the CLI's output). */
    Checks: {
      calendar_events: {
        kind: ['interview', 'call', 'meeting', 'reminder'],
        status: ['proposed', 'confirmed', 'cancelled'],
      },
      campaign_recipients: {
        state: ['queued', 'sent', 'replied', 'stopped', 'finished'],
      },
      conversation_messages: {
        message_type: ['text', 'file', 'image', 'system', 'call'],
        sender_type: ['user', 'system'],
      },
      conversation_participants: {
        participant_role: ['owner', 'admin', 'member'],
      },
      conversations: {
        access_level: ['public', 'private', 'company', 'internal'],
        conversation_category: ['hiring', 'support', 'general', 'application'],
        conversation_type: ['direct', 'group', 'channel'],
      },
      interview_scorecards: {
        recommendation: ['strong_no', 'no', 'yes', 'strong_yes'],
      },
      job_applications: {
        progress_ai_interview: ['completed', 'analyzed'],
        progress_resume: ['submitted', 'reviewed'],
        progress_screening: ['pending', 'scheduled', 'completed'],
      },
      jobs: {
        recruiter_fee_type: ['percentage', 'fixed'],
        salary_period: ['year', 'month', 'hour'],
      },
      placements: {
        fee_type: ['percentage', 'fixed'],
        status: ['expected', 'scheduled', 'paid', 'void'],
      },
      recruiter_campaigns: {
        status: ['draft', 'running', 'stopped', 'finished'],
      },
      recruiter_submissions: {
        status: ['pending_consent', 'declined', 'submitted', 'withdrawn'],
      },
      support_tickets: {
        category: ['general', 'account', 'billing', 'bug', 'recruiter_application'],
        status: ['open', 'in_progress', 'resolved', 'closed', 'approved', 'rejected'],
      },
      talent_profiles: {
        expected_rate_period: ['hour', 'month', 'year'],
      },
      user_roles: {
        context_type: ['company', 'global'],
      },
    },
  },
} as const;
