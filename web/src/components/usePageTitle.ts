import { useEffect } from "react";

export const APP_NAME = "LearnHub";

// Keeps the browser tab (and screen reader page announcements) in step with the screen.
export const usePageTitle = (title: string): void => {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
};
