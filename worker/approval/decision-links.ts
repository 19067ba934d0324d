import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { DecisionLinks } from "../email/approval-messages";

/*
 * The host's Approve and Decline links work without signing in: each is signed with the
 * app's secret over the action and the booking's invitation UID (random, shared by no other booking),
 * so a link cannot be guessed nor turned into the other action. The path names the booking's id only
 * to find it: the id is unknown until the request's insert, so the mail written in the same batch
 * gets it there (REQUEST_ID_SLOT), and the signature does not depend on it. Single use needs no
 * stored state: the decision is a conditional update that takes effect once (decide-request.ts).
 */
export type DecisionAction = "approve" | "decline";

export const isDecisionAction = (value: string): value is DecisionAction => value === "approve" || value === "decline";

/** Stands for the booking's id in a link written before the id exists; the outbox insert replaces it. */
export const REQUEST_ID_SLOT = "request-id-slot";

/** What a link names: the request's booking, by its id (or REQUEST_ID_SLOT) and its invitation UID. */
export interface SignedRequest {
  bookingId: number | typeof REQUEST_ID_SLOT;
  icsUid: string;
}

function signature(secret: string, action: DecisionAction, icsUid: string): string {
  if (!secret) throw new Error("JWT_SECRET is not configured");
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`hangout-request-decision\n${action}\n${icsUid}`)));
}

/** The page path of one action's link; the page and its form POST share it. */
export const decisionPath = (secret: string, action: DecisionAction, request: SignedRequest): string =>
  `/requests/${request.bookingId}/${action}/${signature(secret, action, request.icsUid)}`;

export const decisionLinks = (origin: string, secret: string, request: SignedRequest): DecisionLinks => ({
  approveUrl: `${origin}${decisionPath(secret, "approve", request)}`,
  declineUrl: `${origin}${decisionPath(secret, "decline", request)}`,
});

/** Constant time, so the comparison does not tell how much of a forged signature was right. */
export function isValidSignature(secret: string, action: DecisionAction, icsUid: string, given: string): boolean {
  const expected = signature(secret, action, icsUid);
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
