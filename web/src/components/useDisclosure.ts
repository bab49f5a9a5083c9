import { useId, useState } from "react";

/**
 * A button that shows and hides a region below it: whether it is open, the button's props (its
 * toggle, with the ARIA that says what it controls and whether it is open) and the region's.
 */
export const useDisclosure = () => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return {
    open,
    toggle: { "aria-expanded": open, "aria-controls": id, onClick: () => setOpen((current) => !current) },
    region: { id, hidden: !open },
  };
};
