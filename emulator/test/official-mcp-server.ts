/**
 * The official MCP server (@brave/brave-search-mcp-server, a dev dependency of this package) as a client of the
 * emulator, for tests/emulator/mcp-server.test.ts: its code unchanged, started over MCP stdio by the MCP SDK's
 * client, its hard-coded origin redirected by this package's preload (../redirect.ts). Not part of the build.
 */
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const require = createRequire(import.meta.url);
const SERVER = join(dirname(require.resolve('@brave/brave-search-mcp-server/package.json')), 'dist/index.js');
const REDIRECT = pathToFileURL(join(import.meta.dirname, '../redirect.ts')).href;
// By URL: the server runs in a folder of its own, where a bare `tsx` would not resolve. tsx only loads the
// preload's TypeScript; the server's own files are the plain JavaScript npm installed.
const TSX = pathToFileURL(require.resolve('tsx')).href;

export interface McpConnection {
  client: Client;
  /** What the server wrote to stderr so far, for failure messages. */
  log(): string;
}

/** Starts the server with `key` as its BRAVE_API_KEY, pointed at the emulator at `emulatorUrl`, and connects. */
export async function connectOfficialMcpServer(emulatorUrl: string, key: string): Promise<McpConnection> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', TSX, '--import', REDIRECT, SERVER],
    env: { PATH: process.env.PATH ?? '', BRAVE_API_KEY: key, BRAVE_SEARCH_EMULATOR_URL: emulatorUrl },
    cwd: tmpdir(),
    stderr: 'pipe',
  });
  let log = '';
  transport.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const client = new Client({ name: 'brave-search-emulator-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, log: () => log };
}
