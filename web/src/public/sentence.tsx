import type { ReactNode } from "react";
import type { MessageKey } from "../../../shared/i18n/message-keys";
import { useI18n } from "../i18n/i18n-context";
import { richText } from "../i18n/rich-text";

/**
 * A translated sentence with each placed value (a name, a time, a zone) isolated in <bdi>
 * (docs/LANGUAGES.md, Right to left), as the worker writes its first view.
 */
export function Sentence({ id, values }: { id: MessageKey; values: Record<string, ReactNode> }) {
  const i18n = useI18n();
  return <>{richText(i18n, id, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, <bdi>{value}</bdi>])))}</>;
}
