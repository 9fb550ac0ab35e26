import type { FaultSpec, QueuedFault, RunFault } from './types';

function pathMatches(path: string, endpoint: string): boolean {
  return path === '*' || path === endpoint;
}

function specOf(fault: FaultSpec): FaultSpec {
  const { fault: kind, status, body, ms, after } = fault;
  return {
    fault: kind,
    ...(status !== undefined ? { status } : {}),
    ...(body ? { body } : {}),
    ...(ms !== undefined ? { ms } : {}),
    ...(after !== undefined ? { after } : {}),
  };
}

/** Per-request faults (POST /__emulator/faults): first matching entry wins, each used `times` times. */
export class FaultQueue {
  private entries: QueuedFault[] = [];

  add(fault: QueuedFault): void {
    this.entries.push({ ...fault });
  }

  take(endpoint: string): FaultSpec | undefined {
    const index = this.entries.findIndex((entry) => pathMatches(entry.path, endpoint));
    const entry = this.entries[index];
    if (!entry) return undefined;
    entry.times -= 1;
    if (entry.times <= 0) this.entries.splice(index, 1);
    return specOf(entry);
  }

  list(): QueuedFault[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.entries = [];
  }
}

/** Per-run faults: each matching one fires with its rate, drawn from the seeded generator. */
export function pickRunFault(
  runFaults: readonly RunFault[],
  endpoint: string,
  random: () => number,
): FaultSpec | undefined {
  for (const fault of runFaults) {
    if (pathMatches(fault.path, endpoint) && random() < fault.rate) return specOf(fault);
  }
  return undefined;
}
