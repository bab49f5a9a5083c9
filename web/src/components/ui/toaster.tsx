import { createToaster } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useAuthContext } from "../../auth/AuthContext";

// The toast store: toaster.create works at any time, whether or not the region below has loaded.
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true });

const ToastRegion = lazy(() => import("./ToastRegion").then((module) => ({ default: module.ToastRegion })));

// Renders the toasts. The region (toast machines, focus and dismiss handling) is loaded once a user
// signs in, since every toast in the app is for signed-in users (the session-expired one comes right
// after): the live region is then in the page before its first toast, which screen readers need to
// announce it. Should a toast come first, it loads then; the region shows the toasts already created.
export const Toaster = () => {
  const { user } = useAuthContext();
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    if (user || toaster.getVisibleToasts().length > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the toaster is a store outside React, read once here
      setNeeded(true);
      return;
    }
    return toaster.subscribe(() => setNeeded(true));
  }, [needed, user]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
};
