import { describe, expect, it } from "vitest";
import { embedWords } from "../../web/src/embed/embed-words";

/* The words /embed.js writes into the embedding site (its pop-up's Close, its frames' titles), in the page's language. */

describe("the embed's words", () => {
  it("speak the language the page is asked for", () => {
    expect(embedWords("de", ["en-US"])).toEqual({ close: "Schließen", frameTitle: "Termin buchen" });
    expect(embedWords("pt-PT", [])).toEqual({ close: "Fechar", frameTitle: "Agendar um horário" });
    expect(embedWords("ar", [])).toEqual({ close: "إغلاق", frameTitle: "احجز موعدًا" });
  });

  it("else the visitor's browser languages, else English", () => {
    expect(embedWords(null, ["sv-SE", "ja-JP"])).toEqual({ close: "閉じる", frameTitle: "時間を予約" });
    expect(embedWords("sv", ["fr-CA", "fr"])).toEqual({ close: "Fermer", frameTitle: "Réserver un créneau" });
    expect(embedWords(null, ["sv"])).toEqual({ close: "Close", frameTitle: "Book a time" });
  });
});
