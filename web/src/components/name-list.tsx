import type { ReactNode } from "react";
import { nameList } from "../../../shared/i18n/booking-words";

/** "Ada, Grace and Alan" in the locale's words, each name isolated (a name may run right to left). */
export const nameNodes = (locale: string, names: readonly string[]): ReactNode[] =>
  nameList(locale, names).map((part, index) => (part.type === "element" ? <bdi key={index}>{part.value}</bdi> : part.value));
