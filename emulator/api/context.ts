import type { IncomingHttpHeaders } from 'node:http';
import type { Plan } from '../plans';
import type { Reply } from '../http/reply';
import type { ParamSource } from '../validation/params';
import type { EmulatorState } from '../state';

/** What an endpoint handler gets once the key, plan and limits have been checked. */
export interface ApiContext {
  state: EmulatorState;
  endpoint: string;
  params: ParamSource;
  headers: IncomingHttpHeaders;
  nowMs: number;
  apiKey: string;
  plan: Plan;
  origin: string;
  /** Aborted when the client goes away or the emulator closes. */
  signal: AbortSignal;
}

export interface HandlerResult {
  reply: Reply;
  /** A successful web search: counts against the monthly quota and the billed counter. */
  billable?: boolean;
}

export type ApiHandler = (context: ApiContext) => Promise<HandlerResult> | HandlerResult;

export interface EndpointSpec {
  family: 'web' | 'local' | 'summarizer';
  /** The plan feature the endpoint needs (else 400 OPTION_NOT_IN_PLAN). */
  needs?: 'local' | 'summarizer';
  methods: readonly string[];
  handler: ApiHandler;
}
