import { createPlayerRemote, type PlayerRemote } from './controls';
import { createPlayerChannel, type PlayerChannel } from './events';
import { createScriptLoader, type ScriptLoader } from './load-script';

/** What every player is mounted with besides the audio engine: where it reports, how it is controlled, how its script loads. */
export interface Players {
  channel: PlayerChannel;
  remote: PlayerRemote;
  scripts: ScriptLoader;
}

export function createPlayers(): Players {
  const channel = createPlayerChannel();
  return { channel, remote: createPlayerRemote(channel), scripts: createScriptLoader() };
}
