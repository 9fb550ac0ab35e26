import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { EmulatorState } from './state';
import { API_PREFIX, handleApi } from './api/pipeline';
import { CONTROL_PREFIX, handleControl } from './routes/control';
import { writeReply } from './http/write';
import { errorReply } from './http/errors';
import { currentTime } from './settings';
import { UNKNOWN_PATH } from './assumptions';

/** A listening HTTP server plus what close() must tear down: open sockets (hung ones too) and pending waits. */
export interface ServerHandle {
  server: Server;
  close(): Promise<void>;
}

export function createEmulatorServer(state: EmulatorState): ServerHandle {
  const sockets = new Set<Socket>();
  const closing = new AbortController();

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = new AbortController();
    res.on('close', () => request.abort(new Error('client went away')));
    const signal = AbortSignal.any([closing.signal, request.signal]);
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    try {
      if (url.pathname.startsWith(API_PREFIX)) {
        await handleApi(req, res, url, state, signal);
      } else if (url.pathname.startsWith(CONTROL_PREFIX) || url.pathname === CONTROL_PREFIX.slice(0, -1)) {
        await writeReply(req, res, await handleControl(req, url, state), signal);
      } else {
        const { status, code, detail } = UNKNOWN_PATH;
        await writeReply(req, res, errorReply(status, code, detail, undefined, currentTime(state.settings)), signal);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`emulator error: ${error instanceof Error ? error.message : String(error)}`);
      } else {
        res.destroy();
      }
    }
  }

  const server = createServer((req, res) => void route(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort(new Error('emulator closing'));
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }),
  };
}
