import type { EmulatorSettings } from './settings';
import { RateWindows } from './limits/windows';
import { StatsRecorder } from './stats';
import { FaultQueue } from './faults/queue';
import { SummaryStore } from './summarizer/store';
import { seededRandom } from './random';

/** Everything a running emulator remembers between requests. */
export class EmulatorState {
  readonly windows = new RateWindows();
  readonly stats = new StatsRecorder();
  readonly faults = new FaultQueue();
  readonly summaries = new SummaryStore();
  random: () => number;
  /** `http://127.0.0.1:PORT`, known once listening; image and favicon URLs point here. */
  origin = '';

  constructor(readonly settings: EmulatorSettings) {
    this.random = seededRandom(settings.seed);
  }

  /** POST /__emulator/reset: stats, rate windows, summaries, queued faults; settings stay. */
  reset(): void {
    this.windows.reset();
    this.stats.reset();
    this.faults.clear();
    this.summaries.clear();
    this.random = seededRandom(this.settings.seed);
  }
}
