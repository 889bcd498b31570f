import { Code, ConnectError } from '@connectrpc/connect';
import { BonusReason, LedgerKind } from '@earshot/contract/rewards/v1/rewards';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoment } from '@/lib/format-date';
import { renderWithProviders } from '@/testing/render';
import { makeLedgerEntry, rewardsTransport } from '@/testing/rewards';
import { EpHistory } from './ep-history';

/** What the listening context puts below the ledger (the app's composition). */
const sessions = <p>the listening sessions</p>;
const list = (name: string) => screen.findByRole('list', { name });
const rowsOf = async (name: string) =>
  within(await list(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the EP history', () => {
  it('gives every ledger entry its reason: session, track, seconds and rate', async () => {
    const transport = rewardsTransport({
      listLedgerEntries: () => ({
        total: 2,
        entries: [
          makeLedgerEntry({
            amount: 63.75,
            creditedSeconds: 42.5,
            rate: 1.5,
            trackTitle: 'Blue Hour',
            sessionId: 'abcdef12-3456-4789-8abc-def012345678',
          }),
          makeLedgerEntry({ kind: LedgerKind.BOOST, amount: -50, sessionId: '', trackId: 0 }),
        ],
      }),
    });
    renderWithProviders(<EpHistory sessions={sessions} />, { transport });
    const [listening, boost] = await rowsOf('Ledger entries');
    expect(listening).toContain('Listening');
    expect(listening).toContain('42.5 s of Blue Hour at 1.5 EP/sec');
    expect(listening).toContain('Session abcdef12');
    expect(listening).toContain('+63.75 EP');
    expect(boost).toContain('Boost');
    expect(boost).toContain('−50.00 EP');
  });

  it("names the boost an entry bought, and a milestone's free boost as free", async () => {
    const boost = { sessionId: '', trackId: 0, trackTitle: '', creditedSeconds: 0, rate: 0 };
    const transport = rewardsTransport({
      listLedgerEntries: () => ({
        total: 4,
        entries: [
          makeLedgerEntry({
            ...boost,
            kind: LedgerKind.BONUS,
            amount: 0,
            boostId: 'boost-2x-1h',
            boostMultiplier: 2,
            boostDurationSeconds: 3600,
          }),
          makeLedgerEntry({
            ...boost,
            kind: LedgerKind.BOOST,
            amount: -150,
            boostId: 'boost-3x-30m',
            boostMultiplier: 3,
            boostDurationSeconds: 1800,
          }),
          makeLedgerEntry({
            ...boost,
            kind: LedgerKind.BOOST,
            amount: -50,
            boostId: 'boost-1-5x-1h',
            boostMultiplier: 1.5,
            boostDurationSeconds: 3600,
          }),
          makeLedgerEntry({ ...boost, kind: LedgerKind.BONUS, amount: 100 }),
        ],
      }),
    });
    renderWithProviders(<EpHistory sessions={sessions} />, { transport });
    // Each row: kind, reason, moment (makeLedgerEntry's), amount; a bonus with no more to say
    // than its kind names it once.
    const when = formatMoment(new Date('2026-03-02T10:00:00Z'));
    expect(await rowsOf('Ledger entries')).toEqual([
      `BonusReferral milestone: 2× boost for 1 h${when}Free`,
      `Boost3× boost for 30 min${when}−150.00 EP`,
      `Boost1.5× boost for 1 h${when}−50.00 EP`,
      `Bonus${when}+100.00 EP`,
    ]);
  });

  it('says why a bonus was paid: the welcome bonus, or the referral milestone and its friends', async () => {
    const bonus = { kind: LedgerKind.BONUS, sessionId: '', trackId: 0, trackTitle: '' };
    const transport = rewardsTransport({
      listLedgerEntries: () => ({
        total: 4,
        entries: [
          makeLedgerEntry({
            ...bonus,
            amount: 0,
            bonusReason: BonusReason.REFERRAL_MILESTONE,
            milestoneId: 'milestone-5',
            milestoneMinReferees: 5,
            boostId: 'boost-2x-1h',
            boostMultiplier: 2,
            boostDurationSeconds: 3600,
          }),
          makeLedgerEntry({
            ...bonus,
            amount: 50,
            bonusReason: BonusReason.REFERRAL_MILESTONE,
            milestoneId: 'milestone-3',
            milestoneMinReferees: 3,
          }),
          makeLedgerEntry({ ...bonus, amount: 100, bonusReason: BonusReason.WELCOME }),
          makeLedgerEntry({ ...bonus, amount: 10 }),
        ],
      }),
    });
    renderWithProviders(<EpHistory sessions={sessions} />, { transport });
    const when = formatMoment(new Date('2026-03-02T10:00:00Z'));
    expect(await rowsOf('Ledger entries')).toEqual([
      `BonusReferral milestone: 2× boost for 1 h${when}Free`,
      `BonusReferral milestone: 3 friends${when}+50.00 EP`,
      `BonusWelcome bonus${when}+100.00 EP`,
      `Bonus${when}+10.00 EP`,
    ]);
  });

  it('names an operator’s reversal and the entry it took back', async () => {
    const transport = rewardsTransport({
      listLedgerEntries: () => ({
        total: 2,
        entries: [
          makeLedgerEntry({
            entryId: '8',
            kind: LedgerKind.BONUS,
            amount: -100,
            sessionId: '',
            trackId: 0,
            trackTitle: '',
            reversesEntryId: '7',
          }),
          makeLedgerEntry({
            entryId: '7',
            kind: LedgerKind.BONUS,
            amount: 100,
            sessionId: '',
            trackId: 0,
            trackTitle: '',
            bonusReason: BonusReason.WELCOME,
          }),
        ],
      }),
    });
    renderWithProviders(<EpHistory sessions={sessions} />, { transport });
    const when = formatMoment(new Date('2026-03-02T10:00:00Z'));
    expect(await rowsOf('Ledger entries')).toEqual([
      `BonusReversed by an operator: entry #7${when}−100.00 EP`,
      `BonusWelcome bonus${when}+100.00 EP`,
    ]);
  });

  it('pages: Load more while rows remain, by the total', async () => {
    const transport = rewardsTransport({
      listLedgerEntries: (req) => ({
        total: 25,
        entries: Array.from({ length: (req.offset ?? 0) === 0 ? 20 : 5 }, (_, i) =>
          makeLedgerEntry({ trackTitle: `Song ${(req.offset ?? 0) + i + 1}` }),
        ),
      }),
    });
    const { user } = renderWithProviders(<EpHistory sessions={sessions} />, { transport });
    expect(await rowsOf('Ledger entries')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/Song 25/);
    expect(await rowsOf('Ledger entries')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('has an empty and a failed state, and shows the sessions below the ledger', async () => {
    renderWithProviders(<EpHistory sessions={sessions} />, { transport: rewardsTransport() });
    expect(await screen.findByText(/No EP yet/)).toBeInTheDocument();
    expect(screen.getByText('the listening sessions')).toBeInTheDocument();

    const failing = rewardsTransport({
      listLedgerEntries: () => Promise.reject(new ConnectError('down', Code.Unavailable)),
    });
    renderWithProviders(<EpHistory sessions={sessions} />, { transport: failing });
    expect(await screen.findByText('Failed to load your EP history')).toBeInTheDocument();
  });

  it('shows loading meanwhile', () => {
    const never = () => new Promise<never>(() => undefined);
    renderWithProviders(<EpHistory sessions={sessions} />, {
      transport: rewardsTransport({ listLedgerEntries: never }),
    });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading...',
    ]);
  });
});
