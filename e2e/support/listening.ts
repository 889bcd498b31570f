import { expect, type Page, type WebSocket } from '@playwright/test';

/**
 * What the listening journeys share: the player panel and its earning strip, the figures the
 * page shows, the frames it exchanges on its listening socket, and the app's own RPC read as
 * the signed-in listener. Track 31 of the e2e seed is 90 s of hosted audio on /artist/2.
 */

export const LONG_TRACK = 'E2E Track 31';

export const panel = (page: Page) => page.getByRole('complementary', { name: 'Player' });
export const strip = (page: Page) => page.getByRole('region', { name: 'Listening rewards' });
export const playState = (page: Page) => panel(page).getByTestId('player');
export const ticking = (page: Page) => strip(page).locator('dd[data-ticking]');
/** The panel's disconnected view and the top banner (spec 1 §2). */
export const lostAlert = (page: Page) =>
  panel(page).getByRole('alert').filter({ hasText: 'Connection lost' });
export const banner = (page: Page) => page.getByText('Connecting to server...');

/** A frame on the page's listening sockets: when the test saw it, its type and session. */
export interface Frame {
  at: number;
  type: string;
  sessionId?: string;
}

/** Every frame the page sends (`sent`) or receives on its listening sockets, as they go. */
export function socketFrames(page: Page, direction: 'sent' | 'received' = 'sent') {
  const frames: Frame[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes('/ws/listening')) return;
    const record = (frame: { payload: string | Buffer }) => {
      const { type, payload } = JSON.parse(String(frame.payload)) as {
        type: string;
        payload?: { session_id?: string };
      };
      const sessionId = payload?.session_id;
      frames.push({ at: Date.now(), type, ...(sessionId ? { sessionId } : {}) });
    };
    if (direction === 'sent') socket.on('framesent', record);
    else socket.on('framereceived', record);
  });
  return frames;
}

/** Every frame the page sends on its listening sockets, as { at, type }. */
export const sentFrames = (page: Page) => socketFrames(page, 'sent');

/** Opens artist 2 (track 31 is there) on `baseUrl` and plays the long hosted track. */
export async function playLongTrack(page: Page, baseUrl = '') {
  await page.goto(`${baseUrl}/artist/2`);
  await playFromArtist(page, LONG_TRACK);
}

/** Plays the long hosted track and waits until the strip ticks: it earns. */
export async function earnFromLongTrack(page: Page, baseUrl = '') {
  await playLongTrack(page, baseUrl);
  await expect(ticking(page)).toHaveAttribute('data-ticking', 'true');
}

/** Plays `title` from the open artist page's track list; resolves once the player plays. */
export async function playFromArtist(page: Page, title: string) {
  await page
    .getByRole('list', { name: 'Tracks', exact: true })
    .getByRole('button', { name: `Play ${title}`, exact: true })
    .click();
  await expect(playState(page)).toHaveAttribute('data-play-state', 'playing');
}

/** Calls the app's RPC `method` (`package.Service/Method`) as the page's signed-in listener. */
export async function rpc<T>(page: Page, method: string, body: object = {}, baseUrl = '') {
  const token = await page.request.get(`${baseUrl}/api/auth/session-token`);
  const { sessionToken } = (await token.json()) as { sessionToken: string };
  const answer = await page.request.post(`${baseUrl}/rpc/${method}`, {
    data: body,
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

export interface SessionRow {
  sessionId: string;
  trackId?: number;
  status: string;
  creditedSeconds?: number;
  endReason?: string;
}

/** The account's listening sessions, newest first, as the server has them (the app's own RPC). */
export async function sessions(page: Page, baseUrl = ''): Promise<SessionRow[]> {
  const answer = await rpc<{ sessions?: SessionRow[] }>(
    page,
    'earshot.listening.v1.ListeningService/ListListeningSessions',
    { limit: 100 },
    baseUrl,
  );
  return answer.sessions ?? [];
}

/**
 * Earning and Your EP as the page shows them at one moment, in EP, with the '+x EP added'
 * notice if it shows, the player's state and the engine's audio element.
 */
export async function figures(page: Page) {
  return page.evaluate(() => {
    const read = (id: string) =>
      Number.parseFloat(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? 'NaN');
    const added = document.querySelector('[data-testid="ep-added"]')?.textContent ?? null;
    const audio = document.querySelector<HTMLAudioElement>('audio[data-earshot-audio]');
    return {
      at: Date.now(),
      earning: read('earning'),
      balance: read('ep-total'),
      added,
      playState: document.querySelector('[data-testid="player"]')?.getAttribute('data-play-state'),
      audio: {
        src: audio?.getAttribute('src') ?? '',
        time: audio?.currentTime ?? 0,
        paused: audio?.paused ?? true,
      },
    };
  });
}

export type Figures = Awaited<ReturnType<typeof figures>>;

/**
 * Consecutive readable samples where Earning + Your EP fell. Each figure is rounded to
 * 2 decimals, so their sum may dip by 0.01, never more.
 */
export function falls(samples: readonly Figures[]) {
  const read = samples.filter((s) => !Number.isNaN(s.earning) && !Number.isNaN(s.balance));
  return read
    .slice(1)
    .map((to, i) => ({ from: read[i]!, to }))
    .filter(({ from, to }) => to.earning + to.balance < from.earning + from.balance - 0.011);
}
