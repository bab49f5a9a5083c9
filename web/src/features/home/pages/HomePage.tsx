import { useAuthContext } from "../../../auth/AuthContext";
import { usePageTitle } from "../../../components/usePageTitle";
import { CourseFinder } from "../components/CourseFinder";
import { Welcome } from "../components/Welcome";

export const HomePage = () => {
  const { user } = useAuthContext();
  usePageTitle(user ? "Find Your Next Course" : "");
  return user ? <CourseFinder /> : <Welcome />;
};
