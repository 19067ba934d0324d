/*
 * A phone number as people write it: digits with the separators they use, an optional leading +,
 * 5 to 20 digits. The host's number on a type and the booker's on the form are held to the same rule.
 */

const PHONE = /^\+?[\d\s().-]+$/;
const digitCount = (text: string) => text.replace(/\D/g, "").length;

export const isPhoneNumber = (text: string): boolean => PHONE.test(text) && digitCount(text) >= 5 && digitCount(text) <= 20;

export const PHONE_NUMBER_RULE = "The phone number must be 5 to 20 digits, with + ( ) - . or spaces between them.";
