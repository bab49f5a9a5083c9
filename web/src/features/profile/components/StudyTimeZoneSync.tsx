import { ApolloBoundary } from "../../../graphql/ApolloBoundary";
import { useStudyTimeZoneSync } from "../hooks/useStudyTimeZoneSync";

const TimeZoneSync = () => {
  useStudyTimeZoneSync();
  return null;
};

// What the app shell renders for a signed-in user (lazily: it brings Apollo Client, which the
// signed-out landing page does without).
export const StudyTimeZoneSync = () => (
  <ApolloBoundary>
    <TimeZoneSync />
  </ApolloBoundary>
);
