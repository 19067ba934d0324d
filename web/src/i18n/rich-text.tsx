import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "../../../shared/i18n/message-keys";
import type { Translator } from "../../../shared/i18n/translator";

/* Stand-ins for elements inside a message: private-use characters no message or value contains. */
const OPEN = "\uE000";
const CLOSE = "\uE001";

/**
 * A translated sentence with elements inside it ("Need another time? <a>Reschedule</a>"), the
 * elements where the language puts them: never a sentence glued together from pieces in code.
 */
export function richText<Key extends string = MessageKey>({ t }: Pick<Translator<Key>, "t">, key: Key, parts: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(parts);
  const written = t(key, Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`])));
  return written
    .split(new RegExp(`${OPEN}(\\d+)${CLOSE}`))
    .map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={index}>{parts[names[Number(piece)] ?? ""]}</Fragment>));
}
