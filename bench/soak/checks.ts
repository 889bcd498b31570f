// The soak's closing checks, once the day is over and the processor has paid everything: the
// database read directly, the balances and the session history asked of the running server
// through its RPCs, as each account's client would.
import { milliEpFor } from '@earshot/domain';
import pg from 'pg';
import type { FarmResult, SeenSession } from './farm';

/** One check: what it asks, how many cases it covered, how many failed, a few failures. */
export interface Check {
  name: string;
  cases: number;
  failures: number;
  examples: string[];
}

function check(name: string) {
  const c: Check = { name, cases: 0, failures: 0, examples: [] };
  return {
    result: c,
    /** Counts one case; records it as a failure when `ok` is false. */
    expect(ok: boolean, what: () => string) {
      c.cases += 1;
      if (ok) return;
      c.failures += 1;
      if (c.examples.length < 5) c.examples.push(what());
    },
  };
}

async function rpc<T>(baseUrl: string, token: string, method: string, body: object): Promise<T> {
  const response = await fetch(`${baseUrl}/rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface HistoryRow {
  sessionId: string;
  status: string;
  creditedSeconds?: number;
  endReason?: string;
  zeroReason?: string;
}

/** Every session of the account, as its EP history pages them. */
async function history(baseUrl: string, token: string): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  for (;;) {
    const page = await rpc<{ sessions?: HistoryRow[]; total?: number }>(
      baseUrl,
      token,
      'earshot.listening.v1.ListeningService/ListListeningSessions',
      { offset: rows.length, limit: 100 },
    );
    rows.push(...(page.sessions ?? []));
    if (!page.sessions?.length || rows.length >= (page.total ?? 0)) return rows;
  }
}

const byUser = <T extends { user_id: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.user_id);
    if (list) list.push(row);
    else map.set(row.user_id, [row]);
  }
  return map;
};

/** Runs every check; `tokens` maps user id to its sign-in token. */
export async function closingChecks(input: {
  databaseUrl: string;
  baseUrl: string;
  tokens: Map<string, string>;
  farm: FarmResult;
  seen: Record<string, SeenSession>;
  capMs: number;
}): Promise<{ checks: Check[]; figures: Record<string, number> }> {
  const db = new pg.Client({ connectionString: input.databaseUrl });
  await db.connect();
  try {
    const q = async <T extends pg.QueryResultRow>(text: string) => (await db.query<T>(text)).rows;
    const ledger = check('The ledger equals every balance');
    const credits = check('Credited ≤ simulated listening, every account');
    const cap = check('No account credited more than the daily cap in a UTC day');
    const explained = check('The EP history explains every session');

    // Ledger: what each account's balance answers is its ledger's sum; each listening entry
    // pays exactly the credit rows it marked, at its rate; nothing is left unpaid.
    const sums = new Map(
      (
        await q<{ user_id: string; milli: string }>(
          'select user_id, sum(amount_milli_ep)::text as milli from ledger_entries group by user_id',
        )
      ).map((r) => [r.user_id, Number(r.milli)]),
    );
    for (const [userId, token] of input.tokens) {
      const points = await rpc<{ currentPoints?: number }>(
        input.baseUrl,
        token,
        'earshot.rewards.v1.RewardsService/GetUserPoints',
        {},
      );
      const expected = sums.get(userId) ?? 0;
      const answered = Math.round((points.currentPoints ?? 0) * 1000);
      ledger.expect(
        answered === expected,
        () => `${userId}: balance ${answered}, ledger ${expected}`,
      );
    }
    const entries = await q<{
      id: string;
      credited_ms: number;
      rate: number;
      amount: string;
      paid: string | null;
    }>(
      `select e.id, e.credited_ms, e.rate, e.amount_milli_ep::text as amount, c.paid::text as paid
       from ledger_entries e
       left join (select ledger_entry_id, sum(credited_ms) as paid from listening_credits
                  group by ledger_entry_id) c on c.ledger_entry_id = e.id
       where e.kind = 'listening'`,
    );
    for (const e of entries) {
      ledger.expect(
        Number(e.paid) === e.credited_ms && Number(e.amount) === milliEpFor(e.credited_ms, e.rate),
        () =>
          `entry ${e.id}: pays ${e.credited_ms} ms for ${e.paid} ms of credit, ${e.amount} milli-EP`,
      );
    }
    const [unpaid] = await q<{ n: string }>(
      'select count(*)::text as n from listening_credits where ledger_entry_id is null',
    );
    ledger.expect(Number(unpaid?.n) === 0, () => `${unpaid?.n} credit rows never paid`);
    const sessions = await q<{
      id: string;
      user_id: string;
      credited_ms: number;
      status: string;
      rows: string;
      day: string;
    }>(
      `select s.id, s.user_id, s.credited_ms, s.status::text as status,
              to_char(s.started_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              coalesce(c.rows, 0)::text as rows
       from listening_sessions s
       left join (select session_id, sum(credited_ms) as rows from listening_credits
                  group by session_id) c on c.session_id = s.id`,
    );
    for (const s of sessions) {
      ledger.expect(
        Number(s.rows) === s.credited_ms,
        () => `session ${s.id}: ${s.credited_ms} ms, rows ${s.rows}`,
      );
    }

    // Credited ≤ listened, per account and UTC day; the day's counter is the sum of its rows.
    const daily = await q<{ user_id: string; day: string; credited_ms: string; rows: string }>(
      `select d.user_id, d.day::text as day, d.credited_ms::text as credited_ms,
              coalesce(c.rows, 0)::text as rows
       from daily_listening d
       left join (select user_id, (credited_at at time zone 'UTC')::date as day,
                         sum(credited_ms) as rows
                  from listening_credits group by 1, 2) c
         on c.user_id = d.user_id and c.day = d.day`,
    );
    const dailyOf = new Map(daily.map((d) => [`${d.user_id} ${d.day}`, Number(d.credited_ms)]));
    const dailyDays = new Map<string, string[]>();
    for (const [userId, rows] of byUser(daily))
      dailyDays.set(
        userId,
        rows.map((d) => d.day),
      );
    let cappedDays = 0;
    let creditedMs = 0;
    let listenedMs = 0;
    for (const d of daily) {
      credits.expect(
        Number(d.rows) === Number(d.credited_ms),
        () => `${d.user_id} ${d.day}: counter ${d.credited_ms}, rows ${d.rows}`,
      );
      cap.expect(
        Number(d.credited_ms) <= input.capMs,
        () => `${d.user_id} ${d.day}: ${d.credited_ms} ms`,
      );
      if (Number(d.credited_ms) >= input.capMs) cappedDays += 1;
    }
    // Per account over the day, not per UTC day: credit settled just after midnight counts for
    // the new day (ADR 0004) while part of its interval was listened before it.
    for (const listener of input.farm.listeners) {
      let credited = 0;
      for (const day of dailyDays.get(listener.userId) ?? []) {
        credited += dailyOf.get(`${listener.userId} ${day}`) ?? 0;
      }
      const listened = Object.values(listener.listenedMs).reduce((a, b) => a + b, 0);
      creditedMs += credited;
      listenedMs += listened;
      credits.expect(
        credited <= listened,
        () => `${listener.userId}: credited ${credited} ms, listened ${Math.round(listened)} ms`,
      );
    }

    // The EP history: every session of the account is in it; one that earned shows its
    // credit (paid, above); one that earned nothing says why, and truly: heartbeats
    // acknowledged with nothing credited mean the daily cap, and a session another tab took
    // over before it earned says superseded.
    const sessionsOf = byUser(sessions);
    const storedById = new Map(sessions.map((s) => [s.id, s]));
    const reasons: Record<string, number> = {};
    for (const [userId, token] of input.tokens) {
      const rows = await history(input.baseUrl, token);
      const stored = sessionsOf.get(userId) ?? [];
      explained.expect(
        rows.length === stored.length,
        () => `${userId}: history ${rows.length}, stored ${stored.length}`,
      );
      for (const row of rows) {
        const credited = Math.round((row.creditedSeconds ?? 0) * 1000);
        const seen = input.seen[row.sessionId];
        const stored1 = storedById.get(row.sessionId);
        if (credited > 0) {
          explained.expect(
            credited === stored1?.credited_ms,
            () => `${row.sessionId}: history ${credited} ms, stored ${stored1?.credited_ms}`,
          );
          continue;
        }
        const reason = row.zeroReason ?? '';
        reasons[reason || '(none)'] = (reasons[reason || '(none)'] ?? 0) + 1;
        const truth = seen?.ends.includes('superseded')
          ? 'superseded'
          : (seen?.acks ?? 0) > 0
            ? 'daily_cap'
            : undefined;
        explained.expect(
          reason !== '' && (truth === undefined || truth === reason),
          () =>
            `${userId} ${row.sessionId} (${row.status}, ${row.endReason ?? ''}, ${seen?.acks ?? 0} acks, ends ${seen?.ends.join('/') ?? ''}, day used ${dailyOf.get(`${userId} ${stored1?.day}`)}): says '${reason}', should say '${truth ?? 'something'}'`,
        );
      }
    }
    const figures: Record<string, number> = {
      sessions: sessions.length,
      ledgerEntries: entries.length,
      creditedHours: Math.round(creditedMs / 36e3) / 100,
      listenedHours: Math.round(listenedMs / 36e3) / 100,
      cappedDays,
      leftActive: sessions.filter((x) => x.status === 'active').length,
      ...Object.fromEntries(Object.entries(reasons).map(([k, v]) => [`zeroReason ${k}`, v])),
    };
    return { checks: [ledger.result, credits.result, cap.result, explained.result], figures };
  } finally {
    await db.end();
  }
}
