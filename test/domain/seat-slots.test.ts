import { describe, expect, it } from "vitest";
import { type SeatBooking, type SeatTime, capCountedStarts, joinableTimes, seatTimesOf, seatedSlots } from "../../worker/domain/seat-slots";

const MIN = 60_000;
const at = (minute: number) => minute * MIN;
/** A seat (or, with seatUid null, a plain booking) from minute `start` to `end`, buffered by `buffer` minutes. */
const seat = (seatUid: string | null, start: number, end: number, { type = 1, buffer = 0 } = {}): SeatBooking => ({
  eventTypeId: type,
  seatUid,
  startTime: at(start),
  endTime: at(end),
  blockStart: at(start - buffer),
  blockEnd: at(end + buffer),
});
const time = (seatUid: string, start: number, end: number, taken: number, buffer = 0): SeatTime => ({
  seatUid,
  start: at(start),
  end: at(end),
  blockStart: at(start - buffer),
  blockEnd: at(end + buffer),
  taken,
});

describe("seatTimesOf", () => {
  it.each([
    { name: "no bookings", bookings: [], want: [] },
    { name: "one time, three seats", bookings: [seat("a", 60, 90), seat("a", 60, 90), seat("a", 60, 90)], want: [time("a", 60, 90, 3)] },
    { name: "two times", bookings: [seat("a", 60, 90), seat("b", 120, 150), seat("a", 60, 90)], want: [time("a", 60, 90, 2), time("b", 120, 150, 1)] },
    { name: "plain bookings are no time's seats", bookings: [seat(null, 60, 90), seat(null, 60, 90)], want: [] },
    { name: "another type's seats are not this type's", bookings: [seat("x", 60, 90, { type: 2 }), seat("a", 120, 150)], want: [time("a", 120, 150, 1)] },
  ])("$name", ({ bookings, want }) => {
    expect(seatTimesOf(bookings, 1)).toEqual(want);
  });
});

describe("joinableTimes", () => {
  const times = [time("full", 0, 30, 3), time("room", 60, 90, 2), time("longer", 120, 180, 1)];
  it.each([
    { name: "a 30-minute visitor joins the time with room", durationMinutes: 30, want: ["room"] },
    { name: "a 60-minute visitor joins only the 60-minute time", durationMinutes: 60, want: ["longer"] },
    { name: "no time of another length", durationMinutes: 45, want: [] },
  ])("$name", ({ durationMinutes, want }) => {
    expect(joinableTimes(times, 3, durationMinutes * MIN).map((t) => t.seatUid)).toEqual(want);
  });
});

describe("capCountedStarts", () => {
  it.each([
    { name: "a time's seats count once", bookings: [seat("a", 60, 90), seat("a", 60, 90), seat("b", 120, 150)], want: [at(60), at(120)] },
    { name: "plain bookings count each", bookings: [seat(null, 60, 90), seat(null, 120, 150)], want: [at(60), at(120)] },
    { name: "another type's bookings do not count", bookings: [seat("x", 60, 90, { type: 2 }), seat(null, 0, 30, { type: 2 })], want: [] },
  ])("$name", ({ bookings, want }) => {
    expect(capCountedStarts(bookings, 1)).toEqual(want);
  });
});

describe("seatedSlots", () => {
  const base = { capacity: 10, bufferMs: 0 };
  it.each([
    {
      name: "fresh starts have every seat",
      offer: { fresh: [at(0), at(30)], freed: [], joinable: [] },
      want: [
        { start: at(0), seatsLeft: 10 },
        { start: at(30), seatsLeft: 10 },
      ],
    },
    {
      name: "a partly filled time joins the fresh starts in order, with its seats left",
      offer: { fresh: [at(0), at(120)], freed: [at(0), at(60), at(120)], joinable: [time("a", 60, 90, 7)] },
      want: [
        { start: at(0), seatsLeft: 10 },
        { start: at(60), seatsLeft: 3 },
        { start: at(120), seatsLeft: 10 },
      ],
    },
    {
      name: "a time whose start something else keeps busy is not offered",
      offer: { fresh: [], freed: [], joinable: [time("a", 60, 90, 1)] },
      want: [],
    },
    {
      name: "two partly filled times that clash are neither offered",
      offer: { fresh: [], freed: [at(60), at(75)], joinable: [time("a", 60, 90, 1), time("b", 75, 105, 1)] },
      want: [],
    },
    {
      name: "times that only touch are both offered",
      offer: { fresh: [], freed: [at(60), at(90)], joinable: [time("a", 60, 90, 1), time("b", 90, 120, 9)] },
      want: [
        { start: at(60), seatsLeft: 9 },
        { start: at(90), seatsLeft: 1 },
      ],
    },
  ])("$name", ({ offer, want }) => {
    expect(seatedSlots({ ...base, ...offer })).toEqual(want);
  });

  it.each([
    { name: "the type's buffer now keeps touching times apart", bufferMs: 15 * MIN, otherBuffer: 0, want: [] },
    { name: "the other time's own wider buffer does too", bufferMs: 0, otherBuffer: 15, want: [] },
    { name: "without buffers they are both offered", bufferMs: 0, otherBuffer: 0, want: [at(60), at(90)] },
  ])("$name", ({ bufferMs, otherBuffer, want }) => {
    const joinable = [time("a", 60, 90, 1, otherBuffer), time("b", 90, 120, 1, otherBuffer)];
    expect(seatedSlots({ fresh: [], freed: [at(60), at(90)], joinable, capacity: 2, bufferMs }).map((slot) => slot.start)).toEqual(want);
  });
});
