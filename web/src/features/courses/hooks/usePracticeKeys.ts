import { useEffect, useRef } from "react";
import type { ReviewRating } from "../../../graphql/__generated__/graphql";

// Keys 1-4, in the order of the grade buttons.
const GRADE_KEYS: Record<string, ReviewRating> = { "1": "AGAIN", "2": "HARD", "3": "GOOD", "4": "EASY" };

// Where Space or Enter already mean something (pressing a button, following a link, typing).
const CONTROL =
  "button, a[href], input, textarea, select, summary, [contenteditable=''], [contenteditable='true'], " +
  "[role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=option], " +
  "[role=menuitem], [role=combobox], [role=slider], [role=spinbutton], [role=textbox]";
// Where digits are typed rather than meant as grades.
const TYPING = "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role=textbox], [role=combobox], [role=spinbutton]";

const within = (target: EventTarget | null, selector: string): boolean => target instanceof Element && target.closest(selector) !== null;

type PracticeKeys = {
  // A card is shown and its answer is not.
  canReveal: boolean;
  // The answer is shown and no grade is on its way.
  canGrade: boolean;
  onReveal: () => void;
  onGrade: (rating: ReviewRating) => void;
};

/**
 * The practice page's keyboard: Space or Enter reveals the answer (unless the focus is on a control
 * that uses those keys itself), then 1-4 grade Again, Hard, Good or Easy. Nothing while a dialog
 * (the mobile menu) is open over the page.
 */
export const usePracticeKeys = (keys: PracticeKeys): void => {
  // The listener is added once and reads the latest state, so a key pressed twice quickly sees the first press's effect.
  const latest = useRef(keys);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: the listener set up once reads the newest value
  latest.current = keys;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (within(event.target, "[role=dialog], [role=alertdialog]")) return;
      const { canReveal, canGrade, onReveal, onGrade } = latest.current;
      if ((event.key === " " || event.key === "Enter") && canReveal && !within(event.target, CONTROL)) {
        event.preventDefault();
        onReveal();
        return;
      }
      const rating = GRADE_KEYS[event.key];
      if (rating && canGrade && !within(event.target, TYPING)) {
        event.preventDefault();
        onGrade(rating);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
};
