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
  /** The request body as text, for endpoints with `rawBody` (undefined when it is over the size limit). */
  rawBody?: string;
}

export interface HandlerResult {
  reply: Reply;
  /** A successful web search: counts against the monthly quota and the billed counter. */
  billable?: boolean;
  /** A billable answer (`/chat/completions`): counted in `answers` once delivered, or once its stream ends. */
  answer?: boolean;
}

type ApiHandler = (context: ApiContext) => Promise<HandlerResult> | HandlerResult;

export interface EndpointSpec {
  family: 'web' | 'local' | 'summarizer' | 'answers';
  /** The plan feature the endpoint needs (else 400 OPTION_NOT_IN_PLAN). */
  needs?: 'local' | 'summarizer' | 'answers';
  methods: readonly string[];
  handler: ApiHandler;
  /** The handler parses the body itself (context.rawBody) instead of getting it as parameters. */
  rawBody?: boolean;
}
