import type { EmulatorSettings } from './settings';
import { RateWindows } from './limits/windows';
import { StatsRecorder } from './stats';
import { FaultQueue } from './faults/queue';
import { SummaryStore } from './summarizer/store';
import { seededRandom } from './random';
import { RequestLog } from './api/request-log';
import type { ListenAddress } from './http/listen-hosts';

/** Everything a running emulator remembers between requests. */
export class EmulatorState {
  readonly windows = new RateWindows();
  readonly stats = new StatsRecorder();
  readonly faults = new FaultQueue();
  readonly summaries = new SummaryStore();
  readonly requests = new RequestLog();
  random: () => number;
  /** `http://127.0.0.1:PORT`, known once listening; image and favicon URLs point here. */
  origin = '';
  /** Where the server listens, known once listening; the control API answers requests to it only. */
  listen: ListenAddress | undefined;

  constructor(readonly settings: EmulatorSettings) {
    this.random = seededRandom(settings.seed);
  }

  /** POST /__emulator/reset: stats, rate windows, summaries, queued faults, the request log; settings stay, and the
   * seeded generator starts over. */
  reset(): void {
    this.windows.reset();
    this.requests.clear();
    this.stats.reset();
    this.faults.clear();
    this.summaries.clear();
    this.random = seededRandom(this.settings.seed);
  }
}
