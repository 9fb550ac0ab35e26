import { parseFaultShorthand, type RunFault } from './faults/types';

export const USAGE = `brave-search-emulator: an offline stand-in for the Brave Search API

Usage: npx brave-search-emulator [options]    (in this repository: npm run emulator -- [options])

  --port <n>                 port to listen on (default 8787; 0 picks a free port)
  --host <host>              interface (default 127.0.0.1)
  --summary-delay-ms <ms>    summary generation time after a web search (default 1200)
  --summary-ttl-ms <ms>      how long a summary key answers (default 600000)
  --location-id-ttl-ms <ms>  how long a location id stays valid (default 28800000)
  --stream-item-delay-ms <ms> gap between streamed summary events and answer chunks (default 40)
  --answer-delay-ms <ms>     time before an answer's first chunk, or a blocking answer (default 600)
  --answer-chunking <mode>   whole | split: split cuts inline answer tags across SSE events (default whole)
  --latency-ms <ms>          added latency on every API request (default 0)
  --jitter-ms <ms>           plus a seeded random jitter in [0, ms) (default 0)
  --retry-after              send Retry-After on per-second 429s (default off)
  --trickle-chunk-bytes <n>  bytes per write for the trickle fault (default 16)
  --trickle-interval-ms <ms> gap between trickle writes (default 15)
  --seed <n>                 seed for jitter and fault rates (default 1)
  --request-log-size <n>     API requests GET /__emulator/requests keeps (default 200; 0 keeps none)
  --clock-offset-ms <ms>     shift the emulator's clock
  --near <city>              the client's location when it sends no X-Loc-* headers: lisbon | berlin |
                             tokyo | sf | none (default lisbon)
  --fault <spec>             a run fault, repeatable: status[:code] | status-html[:code] | hang |
                             malformed-json | html | trickle | reset | rate-limit | latency:<ms> |
                             cut[:events] | stall[:events] | error[:status] (the API's own error)
  --fault-rate <0..1>        share of requests each --fault hits (default 1)
  --fault-path <endpoint>    endpoint the --fault flags apply to, e.g. web/search, chat/completions (default *)
  --help                     this text
`;

export interface CliOptions {
  port: number;
  host: string;
  /** A settings patch, validated by applySettingsPatch. */
  settings: Record<string, unknown>;
  help: boolean;
}

const NUMBER_FLAGS: Readonly<Record<string, string>> = {
  '--summary-delay-ms': 'summaryDelayMs',
  '--summary-ttl-ms': 'summaryTtlMs',
  '--location-id-ttl-ms': 'locationIdTtlMs',
  '--stream-item-delay-ms': 'streamItemDelayMs',
  '--answer-delay-ms': 'answerDelayMs',
  '--research-step-ms': 'researchStepMs',
  '--latency-ms': 'latencyMs',
  '--jitter-ms': 'jitterMs',
  '--trickle-chunk-bytes': 'trickleChunkBytes',
  '--trickle-interval-ms': 'trickleIntervalMs',
  '--seed': 'seed',
  '--request-log-size': 'requestLogSize',
  '--clock-offset-ms': 'clockOffsetMs',
};

function numberValue(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(number)) throw new Error(`${flag} needs a number`);
  return number;
}

/** Parses argv (after the script name); throws with a readable message on a bad flag. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { port: 8787, host: '127.0.0.1', settings: {}, help: false };
  const faults: string[] = [];
  let rate = 1;
  let path = '*';
  for (let i = 0; i < argv.length; i += 1) {
    const [flag = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    const takeValue = () => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--retry-after') options.settings.retryAfter = true;
    else if (flag === '--port') options.port = numberValue(flag, takeValue());
    else if (flag === '--host') options.host = takeValue() ?? options.host;
    else if (flag === '--fault') faults.push(takeValue() ?? '');
    else if (flag === '--fault-rate') rate = numberValue(flag, takeValue());
    else if (flag === '--fault-path') path = takeValue() ?? '*';
    else if (flag === '--answer-chunking') options.settings.answerChunking = takeValue();
    else if (flag === '--near') options.settings.near = takeValue();
    else if (NUMBER_FLAGS[flag]) options.settings[NUMBER_FLAGS[flag]] = numberValue(flag, takeValue());
    else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
    throw new Error('--port must be 0..65535');
  if (faults.length > 0) {
    const runFaults: RunFault[] = faults.map((text) => ({ ...parseFaultShorthand(text), rate, path }));
    options.settings.runFaults = runFaults;
  }
  return options;
}
