// @vitest-environment node
/**
 * A real client of the API against the emulator: the official MCP server (@brave/brave-search-mcp-server, a dev
 * dependency of the emulator package), its code unchanged, run over MCP stdio and driven by the MCP SDK's client.
 * Its hard-coded origin is redirected by the package's own preload (emulator/redirect.ts). Every tool it lists
 * answers an in-world query without an error result; a bad key, a key outside its plan and a 429 give error
 * results. No network: the emulator listens on 127.0.0.1.
 */
import { createEmulator, type RunningEmulator } from 'brave-search-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOfficialMcpServer, type McpConnection } from '../../emulator/test/official-mcp-server';
import { START_MS, testClock } from './helpers';

interface ToolResult {
  isError?: boolean;
  content: Array<{ type: string; text: string }>;
  structuredContent?: Record<string, any>;
}

// A clock that stands still: rate windows never slide during the file, so nothing depends on the machine's speed.
const clock = testClock(START_MS);
let emulator: RunningEmulator;
const connections: McpConnection[] = [];
type Client = McpConnection['client'];

async function connect(key: string): Promise<Client> {
  const connection = await connectOfficialMcpServer(emulator.url, key);
  connections.push(connection);
  return connection.client;
}

function serverLogs(): string {
  return connections.map((connection) => connection.log()).join('\n');
}

async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

function texts(result: ToolResult): string[] {
  return result.content.map((part) => part.text);
}

/** Each tool of the server, an in-world query for it, and what its answer must show. */
const IN_WORLD: Record<string, { args: Record<string, unknown>; check: (result: ToolResult) => void }> = {
  brave_web_search: {
    args: { query: 'french press coffee' },
    check: (result) => {
      const first = JSON.parse(texts(result)[0]!);
      expect(first.url).toMatch(/^https:\/\/[^/]+\.example\//);
      expect(first.title + first.description).toMatch(/french press/i);
    },
  },
  brave_local_search: {
    args: { query: 'coffee in lisbon' },
    check: (result) => {
      const places = texts(result).map((text) => JSON.parse(text));
      expect(places.length).toBeGreaterThan(1);
      expect(places[0]).toMatchObject({ name: expect.any(String), address: expect.stringContaining('Lisboa') });
      expect(places[0].description).toMatch(/^### /);
    },
  },
  brave_news_search: {
    args: { query: 'python' },
    check: (result) => {
      expect(JSON.parse(texts(result)[0]!)).toMatchObject({
        title: 'Python Release Candidate Brings Faster Startup',
        breaking: true,
      });
    },
  },
  brave_video_search: {
    args: { query: 'sourdough bread' },
    check: (result) => {
      const video = JSON.parse(texts(result)[0]!);
      expect(video.url).toMatch(/viewtube\.example/);
      expect(video.duration).toMatch(/^\d+:\d\d/);
    },
  },
  brave_image_search: {
    args: { query: 'black holes', count: 5 },
    check: (result) => {
      expect(result.structuredContent).toMatchObject({ type: 'object', count: 5, might_be_offensive: false });
      expect(result.structuredContent!.items[0]).toMatchObject({
        confidence: 'high',
        properties: { width: expect.any(Number) },
      });
    },
  },
  brave_llm_context: {
    args: { query: 'black holes event horizon', maximum_number_of_urls: 3 },
    check: (result) => {
      const generic = result.structuredContent!.grounding.generic;
      expect(generic).toHaveLength(3);
      expect(generic[0].snippets.join(' ')).toMatch(/event horizon/i);
      expect(Object.keys(result.structuredContent!.sources)).toHaveLength(3);
    },
  },
  brave_place_search: {
    args: { query: 'ramen', location: 'tokyo japan', count: 3 },
    check: (result) => {
      expect(result.structuredContent).toMatchObject({ type: 'locations', location: { name: 'Tokyo' } });
      expect(result.structuredContent!.results).toHaveLength(3);
    },
  },
  brave_summarizer: {
    // The key comes from a web search with summary=true; the test fills it in (a plan with the summarizer).
    args: {},
    check: (result) => {
      expect(texts(result)[0]).toMatch(/black hole/i);
    },
  },
};

beforeAll(async () => {
  emulator = await createEmulator({ now: clock.now, summaryDelayMs: 20, streamItemDelayMs: 1 });
}, 30_000);

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.client.close()));
  await emulator?.close();
});

describe('the official MCP server against the emulator', () => {
  it('lists its tools, and each answers an in-world query without an error (Search plan; the summarizer on Pro AI)', async () => {
    const search = await connect('demo-search');
    const { tools } = await search.listTools();
    const names = tools.map((tool) => tool.name).sort();
    expect(names).toEqual(Object.keys(IN_WORLD).sort());
    const ai = await connect('demo-ai');
    for (const name of names) {
      let client = search;
      const { args, check } = IN_WORLD[name]!;
      if (name === 'brave_summarizer') {
        client = ai;
        const web = await callTool(ai, 'brave_web_search', { query: 'black holes event horizon', summary: true });
        const key = /^Summarizer key: (.+)$/.exec(texts(web)[0] ?? '')?.[1];
        expect(key, texts(web)[0]).toBeDefined();
        args.key = key;
      }
      const result = await callTool(client, name, args);
      expect(result.isError ?? false, `${name}: ${texts(result).join('\n')}\n${serverLogs()}`).toBe(false);
      check(result);
    }
    // Every call reached the emulator, under the key the server was given.
    const endpoints = emulator.stats().keys['demo-search']!.endpoints;
    expect(Object.keys(endpoints).sort()).toEqual([
      'images/search',
      'llm/context',
      'local/descriptions',
      'local/place_search',
      'news/search',
      'videos/search',
      'web/search',
    ]);
    expect(emulator.stats().keys['demo-ai']!.endpoints['summarizer/search']?.successes).toBe(1);
  }, 120_000);

  it('an invalid key, a key outside its plan and a 429 are error results with the API error in them', async () => {
    const invalid = await callTool(await connect('not-a-real-key'), 'brave_web_search', { query: 'python' });
    expect(invalid.isError).toBe(true);
    expect(texts(invalid)[0]).toMatch(/^422 .*\n[\s\S]*"code": "SUBSCRIPTION_TOKEN_INVALID"/);

    const ai = connections[1]!.client;
    const outside = await callTool(ai, 'brave_llm_context', { query: 'python' });
    expect(outside.isError).toBe(true);
    expect(texts(outside)[0]).toMatch(/^400 [\s\S]*"code": "OPTION_NOT_IN_PLAN"/);

    emulator.queueFault({ path: 'news/search', fault: 'rate-limit' });
    const limited = await callTool(connections[0]!.client, 'brave_news_search', { query: 'python' });
    expect(limited.isError).toBe(true);
    expect(texts(limited)[0]).toMatch(/^429 [\s\S]*"code": "RATE_LIMITED"/);
    expect((await callTool(connections[0]!.client, 'brave_news_search', { query: 'python' })).isError ?? false).toBe(
      false,
    );
  }, 60_000);
});
