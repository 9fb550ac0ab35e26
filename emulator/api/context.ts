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
  /** A billable answer (`/chat/completions`): counted in `answers` once delivered, or once its stream ends. */
  answer?: boolean;
}

type ApiHandler = (context: ApiContext) => Promise<HandlerResult> | HandlerResult;

/** The product an endpoint belongs to, which decides the `Api-Version` values it takes (A5, A24, A43). */
export type ApiFamily = 'web' | 'local' | 'summarizer' | 'answers' | 'suggest' | 'spellcheck';

/** The plan features (see plans.ts) an endpoint may need. */
type PlanFeature = keyof Pick<
  Plan,
  'web' | 'local' | 'summarizer' | 'answers' | 'llmContext' | 'rich' | 'placeSearch' | 'suggest' | 'spellcheck'
>;

export interface EndpointSpec {
  family: ApiFamily;
  /** The plan feature the endpoint needs (else 400 OPTION_NOT_IN_PLAN). */
  needs: PlanFeature;
  /** A 200 is billed (the `billed` stat and the monthly window), and the monthly quota is checked first (A15). */
  billed?: boolean;
  methods: readonly string[];
  handler: ApiHandler;
  /** The handler parses the body itself (context.rawBody) instead of getting it as parameters. */
  rawBody?: boolean;
}
