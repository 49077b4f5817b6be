// The number of unread notifications for the sidebar badge. Counted on the server for now; the
// RxDB notifications collection replaces this in a later issue.
import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';

export function useUnreadCount(userId: string | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    void getSupabase()
      .then((client) =>
        client
          .from('notifications')
          .select('id', { count: 'exact', head: true })
          .eq('user_id', userId)
          .eq('read', false),
      )
      .then(({ count: total, error }) => {
        if (error) console.warn('Counting unread notifications failed', error.message);
        else if (active) setCount(total ?? 0);
      });
    return () => {
      active = false;
    };
  }, [userId]);
  return count;
}
