/** The organiser console's shared contract (issue 7): what the admin API answers and accepts. */
import { z } from 'zod';
import { paginationQuery } from './catalogue';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = z.object({
  page: paginationQuery.page,
  per_page: paginationQuery.per_page,
  action: z.string().trim().max(60).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(40).optional(),
});
