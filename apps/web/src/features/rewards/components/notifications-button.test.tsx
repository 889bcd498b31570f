import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { BonusReason, LedgerKind } from '@earshot/contract/rewards/v1/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoment } from '@/lib/format-date';
import { renderWithProviders } from '@/testing/render';
import { makeLedgerEntry, rewardsTransport } from '@/testing/rewards';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_REFRESH_MS,
  notificationsSeenKey,
  useNotifications,
} from '../api/use-notifications';
import { NotificationsButton } from './notifications-button';

const userId = 'cuser000000000000000000001';
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const noPlay = { sessionId: '', trackId: 0, trackTitle: '' };
const entries = [
  makeLedgerEntry({ ...noPlay, kind: LedgerKind.REFERRAL, amount: 100 }),
  makeLedgerEntry({
    ...noPlay,
    kind: LedgerKind.BOOST,
    amount: -50,
    boostId: 'boost-1-5x-1h',
    boostMultiplier: 1.5,
    boostDurationSeconds: 3600,
  }),
  makeLedgerEntry({
    ...noPlay,
    kind: LedgerKind.BONUS,
    amount: 100,
    bonusReason: BonusReason.WELCOME,
  }),
];

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** Says when the entries have arrived, so a test can look for a dot that should not be there. */
function Loaded() {
  return useNotifications().data ? <p>loaded</p> : null;
}

function renderBell(list: typeof entries, asked: unknown[] = []) {
  const transport = rewardsTransport({
    listLedgerEntries: (req) => {
      asked.push(req.kinds);
      return { entries: list, total: list.length };
    },
  });
  return renderWithProviders(
    <>
      <NotificationsButton userId={userId} historyHref="/ep-history" />
      <Loaded />
    </>,
    { transport },
  );
}

describe('the notifications button', () => {
  it('lists the latest referral rewards, boosts and bonuses in the EP history words', async () => {
    const asked: unknown[] = [];
    const { user } = renderBell(entries, asked);
    await user.click(bell());
    const list = await screen.findByRole('list', { name: 'Recent notifications' });
    const when = formatMoment(new Date('2026-03-02T10:00:00Z'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Referral reward${when}+100.00 EP`,
      `1.5× boost for 1 h${when}−50.00 EP`,
      `Welcome bonus${when}+100.00 EP`,
    ]);
    expect(asked[0]).toEqual(NOTIFICATION_KINDS);
    expect(screen.getByRole('link', { name: 'See EP history' })).toHaveAttribute(
      'href',
      '/ep-history',
    );
  });

  it('says so when there is nothing, with no unread dot', async () => {
    const { user } = renderBell([]);
    await screen.findByText('loaded');
    await user.click(bell());
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
  });

  it('shows the unread dot until the panel is opened, remembered per user; Escape closes', async () => {
    const first = renderBell(entries);
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Notifications (new)');
    await first.user.click(bell());
    await screen.findByRole('list', { name: 'Recent notifications' });
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
    expect(localStorage.getItem(notificationsSeenKey(userId))).not.toBeNull();
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveFocus();
    first.unmount();
    // A later visit: the same entries are no longer new.
    renderBell(entries);
    await screen.findByText('loaded');
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
  });

  it('asks again every minute: a reward that lands while the page is open lights the dot', async () => {
    // react-query asks again on an interval; user-event's own delays stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const list = [...entries];
    const asked: unknown[] = [];
    const { user } = renderBell(list, asked);
    await vi.waitFor(() => expect(screen.getByText('loaded')).toBeInTheDocument());
    await user.click(bell());
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
    // Opening the panel asked too (its list mounts).
    const before = asked.length;

    list.unshift(
      makeLedgerEntry({
        ...noPlay,
        kind: LedgerKind.REFERRAL,
        amount: 100,
        createdAt: timestampFromDate(new Date('2026-03-02T11:00:00Z')),
      }),
    );
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS - 1_000);
    expect(asked).toHaveLength(before);
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(screen.getByTestId('notifications-unread')).toBeInTheDocument());
    expect(asked).toHaveLength(before + 1);
  });
});
