// The questions the print-start flow may ask, one at a time; each is answered once (true: go on).
import type { PrintStep, PrintWarning } from '../print-checks';

interface Asked {
  /** The file's name as shown (without its folder). */
  name: string;
  /** The file's path in the gcodes root. */
  filename: string;
  answer: (goOn: boolean) => void;
}

export type Question = Asked &
  (
    | /** The printer is busy: add the file to the job queue (queue) or only say so (busy). */
      { kind: 'queue' | 'busy'; current: string }
    | { kind: 'step'; step: PrintStep }
    | { kind: 'warnings'; warnings: PrintWarning[] }
  );

/** A question before it is shown: the flow adds how it is answered. */
export type QuestionAsked = Question extends infer Q
  ? Q extends Question
    ? Omit<Q, 'answer'>
    : never
  : never;
