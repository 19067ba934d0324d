/** One answer a booker gave to one of the event type's questions, kept with the question's label at booking time. */
export interface BookingAnswer {
  label: string;
  value: string;
}
