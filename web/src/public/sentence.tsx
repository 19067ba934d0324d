import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "../../../shared/i18n/message-keys";
import { useI18n } from "../i18n/i18n-context";

/*
 * A translated sentence with each placed value (a name, a time, a zone) isolated in <bdi>
 * (docs/LANGUAGES.md, Right to left), as the worker's sentence-markup.ts writes it: the message is
 * formatted with private-use markers in the values' places and split at them.
 */
const MARKERS = /\uE000(\d+)\uE001/;

export function Sentence({ id, values }: { id: MessageKey; values: Record<string, ReactNode> }) {
  const { t } = useI18n();
  const names = Object.keys(values);
  const parts = t(id, Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]))).split(MARKERS);
  // split() with a group alternates text and the captured value indexes.
  return (
    <>
      {parts.map((part, index) => (index % 2 === 0 ? <Fragment key={index}>{part}</Fragment> : <bdi key={index}>{values[names[Number(part)] ?? ""]}</bdi>))}
    </>
  );
}
