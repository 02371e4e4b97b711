// The G-code parser's worker for tests (jsdom has none): records the requests and replies as told.
import type { ParserReply, ParserRequest } from '../lib/gcode/types';

export class StandInWorker {
  /** Every worker made since the test emptied the list. */
  static all: StandInWorker[] = [];
  onmessage: ((event: MessageEvent<ParserReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: ParserRequest[] = [];
  terminated = false;
  constructor() {
    StandInWorker.all.push(this);
  }
  postMessage(request: ParserRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: ParserReply) {
    this.onmessage?.({ data: message } as MessageEvent<ParserReply>);
  }
}
