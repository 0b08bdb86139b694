import * as v from 'valibot';
import { Flag, Id, RemoteIdIn, Text } from './common';

export const INBOX_PAGE_SIZES = [10, 25, 50, 100] as const;

export const InboxQuery = v.object({
  remote_id: RemoteIdIn(),
  page: v.optional(v.pipe(Text('page', 5), v.regex(/^\d{1,5}$/))),
  per_page: v.optional(v.picklist(['10', '25', '50', '100'])),
});

export const InboxMessage = v.looseObject({
  id: Id,
  title: v.string(),
  message: v.string(),
  created_at: v.string(),
  is_read: Flag,
});
export const InboxAnswer = v.looseObject({
  success: v.boolean(),
  data: v.looseObject({
    data: v.array(InboxMessage),
    current_page: v.number(),
    last_page: v.number(),
    total: v.number(),
    /** unread messages in the whole inbox (our extension) */
    unread: v.number(),
  }),
});
export const InboxItemAnswer = v.looseObject({ success: v.boolean(), data: InboxMessage });
export const InboxActionAnswer = v.looseObject({ success: v.boolean(), message: v.optional(v.string()) });

export const AdminInboxBody = v.object({
  username: v.pipe(Text('username', 50), v.minLength(1)),
  title: v.pipe(Text('title', 200), v.trim(), v.minLength(1)),
  message: v.pipe(Text('message', 5000), v.trim(), v.minLength(1)),
});

export type InboxItem = v.InferOutput<typeof InboxMessage>;
