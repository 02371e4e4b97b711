// A test printer for the notification menu's sources (announcements, updates, warnings) and the
// accounts: a pretend printer (printer-scope.tsx) whose server.info lists the components asked
// for, and that can send a server notification down its open socket.
import type { FakePrinter } from '../state/__tests__/session-harness';
import {
  notifyFrom,
  openTestPrinter,
  serveServerInfo,
  type TestPrinter,
  type TestPrinterOptions,
} from './printer-scope';

export interface NoticesPrinter extends TestPrinter {
  /** The printer sends a notification on its open socket; resolves once the page handled it. */
  notify(method: string, params?: unknown[]): Promise<void>;
  /** Answers the last call of `method` (one its table leaves unanswered, like a long command). */
  reply(method: string, result: unknown): Promise<void>;
}

export interface NoticesPrinterOptions extends TestPrinterOptions {
  /** Moonraker's components in server.info (besides 'history'). */
  components?: string[];
  /** More of server.info (warnings, failed_components, …). */
  info?: Record<string, unknown>;
}

/** Makes server.info (HTTP and socket) answer with these components and fields. */
export function serveInfo(
  printer: FakePrinter,
  components: readonly string[],
  more: Record<string, unknown> = {},
): void {
  serveServerInfo(printer, { components: ['history', ...components], ...more });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function openNoticesPrinter(
  opts: NoticesPrinterOptions = {},
): Promise<NoticesPrinter> {
  const p = await openTestPrinter({
    ...opts,
    setup: (printer) => {
      serveInfo(printer, opts.components ?? [], opts.info);
      opts.setup?.(printer);
    },
  });
  return {
    ...p,
    notify: async (method, params = []) => {
      notifyFrom(p.printer, method, params);
      await tick();
    },
    reply: async (method, result) => {
      const socket = p.printer.sockets().at(-1);
      const frame = socket?.frames().findLast((f) => f.method === method);
      if (!socket || typeof frame?.id !== 'number') throw new Error(`no ${method} call to answer`);
      socket.reply(frame.id, result);
      await tick();
    },
  };
}
