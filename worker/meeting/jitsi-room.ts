/*
 * A booking's own video room. Anyone who knows a Jitsi room's name can join it, so the name is the
 * room's only lock: 128 random bits (crypto.getRandomValues), written as 32 lowercase hex digits.
 */

const ROOM_BYTES = 16;

export function newRoomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ROOM_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const roomUrl = (base: string, room: string): string => `${base}/${room}`;
