import { nameNodes } from "../../components/name-list";
import { useI18n } from "../../i18n/i18n-context";
import { richText } from "../../i18n/rich-text";

/**
 * "Also attending: Grace Hopper and Alan Turing": the other seats of the booker's time, when its type
 * shows attendees to each other (the worker's first view writes the same); none, nothing.
 */
export function AlsoAttending({ names }: { names: readonly string[] }) {
  const i18n = useI18n();
  if (names.length === 0) return null;
  return <p className="muted">{richText(i18n, "seats.alsoAttending", { names: nameNodes(i18n.locale, names) })}</p>;
}
