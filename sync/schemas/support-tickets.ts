/**
 * A support ticket as the database takes it (support_tickets' CHECKs), in the words of the Help
 * dialog where a person meets them. A help request is one of the four categories a person may pick
 * (recruiter applications have their own screen and answers schema).
 */
import { z } from 'zod';
import { ticketCategories, ticketStatuses } from '../collections/workspace-records/rows';
import { oneOf, optionalText, text, trimmedText } from './fields';

export const supportTicketSchema = z.object({
  category: oneOf(ticketCategories, 'Choose what it is about'),
  subject: trimmedText(1, 200, {
    empty: 'Say in a few words what you need',
    long: 'Keep the subject to 200 characters',
  }),
  body: text(5000, 'Keep the details to 5,000 characters'),
  details: z.record(z.string(), z.unknown(), { error: 'The answers are an object' }),
  status: oneOf(ticketStatuses, 'The status is open, in progress, resolved, closed, approved or rejected'),
  decision_reason: optionalText(1000, 'The reason is at most 1,000 characters'),
});

export const helpRequestSchema = supportTicketSchema.pick({ subject: true, body: true }).extend({
  category: oneOf(['general', 'account', 'billing', 'bug'], 'Choose what it is about'),
});
