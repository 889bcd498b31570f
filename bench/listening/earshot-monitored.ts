// Child process: the real earshot server (bench/lib/earshot-server.ts, logging silent) with the
// event-loop delay monitor installed first.
import './monitor';
import '../lib/earshot-server';
