// The words of a malformed-answer message ("192.168.1.5 answered server.info with an HTML page,
// not what Moonraker sends."), loaded with the first such answer so the first page does not carry
// them. What came from the printer goes in as text and is shown as text, already cut short.
import i18n from '../locales/i18n';
import { describeMisfit } from '../lib/answer-fault';
import type { AnswerError } from '../moonraker/errors';
import answersMessages from '../locales/en/answers.json';
import { registerEnglishArea } from '../locales/lazy';

registerEnglishArea(answersMessages);

export function answerMessage({ printer, method, misfit }: AnswerError): string {
  const { path, kind, excerpt } = describeMisfit(misfit);
  let what: string =
    excerpt === undefined ? i18n.t(`answers.kinds.${kind}`) : i18n.t('answers.text', { excerpt });
  if (path !== '') what = i18n.t('answers.field', { what, field: path });
  return i18n.t('answers.message', { printer, call: method, what });
}
