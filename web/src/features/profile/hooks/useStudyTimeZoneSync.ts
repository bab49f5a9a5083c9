import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { MyStudySettingsDocument } from "../../../graphql/__generated__/graphql";
import { browserTimeZone } from "../study-settings";
import { useUpdateStudySettings } from "./useUpdateStudySettings";

// Once per signed-in app load: the learner's days (streak, daily new cards, charts) are counted in the
// zone stored on their profile, so store the browser's when it differs. A refusal (a zone the server
// does not know) changes nothing for the learner: it is only logged.
export const useStudyTimeZoneSync = () => {
  const { data } = useQuery(MyStudySettingsDocument);
  const { updateStudySettings } = useUpdateStudySettings();
  const checked = useRef(false);
  const stored = data?.myStudySettings.timeZone;

  useEffect(() => {
    if (stored === undefined || checked.current) return;
    checked.current = true;
    const timeZone = browserTimeZone();
    if (!timeZone || timeZone === stored) return;
    updateStudySettings({ timeZone }).catch((error: unknown) => {
      console.warn(`Could not store the time zone ${timeZone}`, error);
    });
  }, [stored, updateStudySettings]);
};
