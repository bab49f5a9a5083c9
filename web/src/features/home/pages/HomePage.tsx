import { lazy } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { usePageTitle } from "../../../components/usePageTitle";
import { ApolloBoundary } from "../../../graphql/ApolloBoundary";
import { Welcome } from "../components/Welcome";

// Only signed-in users see the catalogue: visitors load neither it nor Apollo Client.
// While they load, the app shell's Suspense boundary shows the page spinner.
const CourseFinder = lazy(() =>
  import("../components/CourseFinder").then((module) => ({ default: module.CourseFinder })),
);

export const HomePage = () => {
  const { user } = useAuthContext();
  usePageTitle(user ? "Find Your Next Course" : "");
  return user ? (
    <ApolloBoundary>
      <CourseFinder />
    </ApolloBoundary>
  ) : (
    <Welcome />
  );
};
