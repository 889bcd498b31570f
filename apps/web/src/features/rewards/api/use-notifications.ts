import { timestampMs } from '@bufbuild/protobuf/wkt';
import { useQuery } from '@connectrpc/connect-query';
import { LedgerKind, RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { useState } from 'react';
import { readStored, writeStored } from '@/lib/local-storage';

/** What notifies: EP that did not come from listening (referral rewards, boosts, bonuses). */
export const NOTIFICATION_KINDS = [LedgerKind.REFERRAL, LedgerKind.BOOST, LedgerKind.BONUS];
/** How many of the latest the panel lists; the EP history has the rest. */
export const NOTIFICATIONS_SHOWN = 10;
/**
 * How often an open page asks again, so that a referral reward earned while the user listens
 * elsewhere lights the dot within a minute (not while the tab is hidden: react-query's default).
 */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * Where the moment a user last opened the notifications is kept, one key per user. Beside the
 * hook rather than in lib/local-storage.ts's storageKeys: that object rides in the first page.
 */
export const notificationsSeenKey = (userId: string) => `earshot.notifications.seen.${userId}`;

/** The latest entries that notify, newest first. */
export function useNotifications() {
  return useQuery(
    RewardsService.method.listLedgerEntries,
    { kinds: NOTIFICATION_KINDS, limit: NOTIFICATIONS_SHOWN },
    { refetchInterval: NOTIFICATIONS_REFRESH_MS },
  );
}

/**
 * Whether there are entries newer than the last opening of the panel, and `markSeen` to call
 * when it opens: it remembers the newest entry's time (the server's clock, as the entries are).
 */
export function useUnread(userId: string) {
  const newest = useNotifications().data?.entries[0]?.createdAt;
  const newestMs = newest ? timestampMs(newest) : 0;
  const [seenMs, setSeenMs] = useState(() => {
    const stored = readStored(notificationsSeenKey(userId));
    return typeof stored === 'number' ? stored : 0;
  });
  return {
    unread: newestMs > seenMs,
    markSeen: () => {
      if (newestMs <= seenMs) return;
      writeStored(notificationsSeenKey(userId), newestMs);
      setSeenMs(newestMs);
    },
  };
}
