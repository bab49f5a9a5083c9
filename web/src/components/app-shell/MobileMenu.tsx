import { IconButton } from "@chakra-ui/react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { MenuIcon } from "./MenuIcon";

// The drawer (dialog, focus trap, scroll lock) is loaded the first time the menu opens.
const MobileMenuDrawer = lazy(() =>
  import("./MobileMenuDrawer").then((module) => ({ default: module.MobileMenuDrawer })),
);

// The hamburger menu shown below the md breakpoint.
export const MobileMenu = () => {
  const [open, setOpen] = useState(false);
  // Once loaded, the drawer stays mounted so closing it plays its exit animation.
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      {/* The attributes a Drawer.Trigger would set: the drawer is not loaded yet to provide them. */}
      <IconButton
        ref={buttonRef}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        variant="ghost"
        hideFrom="md"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} trigger={() => buttonRef.current} contentId={contentId} />
        </Suspense>
      )}
    </>
  );
};
