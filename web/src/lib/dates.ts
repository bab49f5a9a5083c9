// Date formats of SPEC.md section 9, in the viewer's local time and English month names
// (fixed here rather than taken from Intl so every browser shows the same text).

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export type DateInput = string | number | Date;

const toDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const pad2 = (value: number): string => String(value).padStart(2, "0");

// 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st.
export const ordinal = (day: number): string => {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
};

// "MMM dd, yyyy", e.g. "Jan 05, 2024" (opportunities). An invalid date gives "".
export const formatDate = (value: DateInput): string => {
  const date = toDate(value);
  if (!date) return "";
  return `${MONTHS[date.getMonth()]} ${pad2(date.getDate())}, ${date.getFullYear()}`;
};

// "MMM do, yyyy", e.g. "Jan 5th, 2024" (papers). An invalid date gives "".
export const formatOrdinalDate = (value: DateInput): string => {
  const date = toDate(value);
  if (!date) return "";
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
};

// "MMM dd, yyyy - h:mm a", e.g. "Jan 05, 2024 - 3:07 PM" (messages). An invalid date gives "".
export const formatDateTime = (value: DateInput): string => {
  const date = toDate(value);
  if (!date) return "";
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? "AM" : "PM";
  return `${formatDate(date)} - ${hour12}:${pad2(date.getMinutes())} ${meridiem}`;
};
