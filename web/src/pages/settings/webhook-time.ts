import { intlTag } from "../../../../shared/i18n/calendar-conventions";

/** When a delivery or one of its attempts happened, to the second, as the host's locale writes it. */
export const deliveryTime = (locale: string, iso: string) => new Date(iso).toLocaleString(intlTag(locale), { dateStyle: "medium", timeStyle: "medium" });
