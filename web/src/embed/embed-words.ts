import type { Catalogue } from "../../../shared/i18n/locales";
import { catalogueOfSupported } from "../../../shared/i18n/locales";
import { negotiateLocale } from "../../../shared/i18n/negotiate";
import type English from "../../../shared/i18n/messages/en/embed.json";

/*
 * The few words /embed.js writes into the host's site itself: its pop-up's Close button and its
 * frames' titles. Only the `embed` namespace of each catalogue is bundled (a few hundred bytes), so
 * the script stays small and asks nothing of the network (docs/LANGUAGES.md, The embed).
 */
type EmbedMessages = typeof English;

const CATALOGUE_FILES = import.meta.glob<EmbedMessages>("../../../shared/i18n/messages/*/embed.json", { eager: true, import: "default" });

const messagesOf = (catalogue: Catalogue): EmbedMessages | undefined => CATALOGUE_FILES[`../../../shared/i18n/messages/${catalogue}/embed.json`];

export interface EmbedWords {
  close: string;
  frameTitle: string;
}

/**
 * The embed's words in the language its page is asked for (`frameLanguage`), else the visitor's browser
 * languages, else English: the framed page's own choice, as far as the embedding site can know it.
 */
export function embedWords(lang: string | null, browserLanguages: readonly string[]): EmbedWords {
  const locale = negotiateLocale({ query: lang, acceptLanguage: browserLanguages.join(",") });
  const messages = messagesOf(catalogueOfSupported(locale)) ?? messagesOf("en");
  return { close: messages?.["embed.close"] ?? "Close", frameTitle: messages?.["embed.frameTitle"] ?? "Book a time" };
}
