/*
 * A phone number as people write it: digits with the separators they type ("+49 (30) 1234-567",
 * "555.123.4567", "030/123 45"), an optional leading +, 5 to 15 digits (E.164 allows at most 15; fewer
 * than 5 is no reachable number anywhere). The one rule for a host's number on a type, the booker's
 * number for a call, and a booking question's phone answer.
 */

const PHONE_DIGITS = { min: 5, max: 15 };
const PHONE_SHAPE = /^\+?[0-9(][0-9 ().\-/]*$/;

export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/[^0-9]/g, "").length;
  return PHONE_SHAPE.test(text) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

export const PHONE_NUMBER_RULE = "The phone number must be 5 to 15 digits, with + ( ) - . / or spaces between them.";
